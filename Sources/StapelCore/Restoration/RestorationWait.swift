/// What links opened on a stack wait for: the autosaves that have not restored it yet, and the
/// app's hold; and the links that wait.
struct RestorationWait {
    /// How many autosaves of the stack have not restored it yet.
    var pending = 0
    /// Whether the app holds links (``Stack/holdsLinks``).
    var isHeld = false
    /// What waits, such as the links opened before the restore, in order.
    var waiters: [@MainActor () -> Void] = []
    /// The changes of the links that wait, which a stack that goes away cancels.
    var waitingChanges: [StackChange] = []
    /// How long what waits may wait for a restore before a runtime warning says so.
    var limit: Duration = .seconds(10)
    /// The timer of that warning, running while something waits.
    var warning: Task<Void, Never>?
}
