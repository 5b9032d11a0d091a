/// What links opened on a stack wait for: the autosaves that have not restored it yet, and the
/// app's hold; and the links that wait.
struct RestorationWait {
    /// How many autosaves of the stack have not restored it yet.
    var pending = 0
    /// Whether the app holds links (``Stack/holdsLinks``).
    var isHeld = false
    /// The links that wait, in order: each one's change, which a stack that goes away cancels,
    /// and what opens it.
    var waitingLinks: [(change: StackChange, open: @MainActor () -> Void)] = []
    /// How long what waits may wait for a restore before a runtime warning says so.
    var limit: Duration = .seconds(10)
    /// The timer of that warning, running while something waits.
    var warning: Task<Void, Never>?
}
