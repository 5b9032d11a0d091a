/// The autosaves that have not restored a stack yet, and what waits for them.
struct RestorationWait {
    /// How many autosaves of the stack have not restored it yet.
    var pending = 0
    /// What waits for the restoration, such as the links opened before it, in order.
    var waiters: [@MainActor () -> Void] = []
    /// How long what waits may wait before a runtime warning says so.
    var limit: Duration = .seconds(10)
    /// The timer of that warning, running while something waits.
    var warning: Task<Void, Never>?
}
