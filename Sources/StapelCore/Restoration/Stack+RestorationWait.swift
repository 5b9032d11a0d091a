// A link that arrives before an autosave has restored the stack would be opened, then replaced
// by the saved routes. So an autosave tells its stack that a restoration is coming when it is
// made, and links opened until then wait and are opened right after the restore.
extension Stack {
    /// Whether an autosave of the stack has not restored it yet: links opened now wait.
    var isAwaitingRestoration: Bool { pendingRestorations > 0 }

    /// Notes that an autosave will restore the stack: links wait until it has.
    func expectRestoration() {
        pendingRestorations += 1
    }

    /// Notes that an autosave has restored the stack, or will not: once none is pending, what
    /// waited runs, in the order it came.
    func restorationEnded() {
        guard pendingRestorations > 0 else { return }
        pendingRestorations -= 1
        while pendingRestorations == 0, !restorationWaiters.isEmpty {
            restorationWaiters.removeFirst()()
        }
    }

    /// Runs `body` once no autosave of the stack is still to restore it: now, or right after
    /// the restore.
    func runAfterRestoration(_ body: @escaping @MainActor () -> Void) {
        guard isAwaitingRestoration else {
            body()
            return
        }
        restorationWaiters.append(body)
    }
}
