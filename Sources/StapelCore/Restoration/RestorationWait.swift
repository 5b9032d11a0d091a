/// The autosaves that have not restored a stack yet, and what waits for them.
struct RestorationWait {
    /// How many autosaves of the stack have not restored it yet.
    var pending = 0
    /// What waits for the restoration, such as the links opened before it, in order.
    var waiters: [@MainActor () -> Void] = []
}
