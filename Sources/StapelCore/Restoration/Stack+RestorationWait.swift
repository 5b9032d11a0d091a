// A link that arrives before an autosave has restored the stack would be opened, then replaced
// by the saved routes. So an autosave tells its stack that a restoration is coming when it is
// made, and links opened until then wait and are opened right after the restore.
extension Stack {
    /// Whether an autosave of the stack has not restored it yet: links opened now wait.
    var isAwaitingRestoration: Bool { restoration.pending > 0 }

    /// Notes that an autosave will restore the stack: links wait until it has.
    func expectRestoration() {
        restoration.pending += 1
    }

    /// Notes that an autosave has restored the stack, or will not: once none is pending, what
    /// waited runs, in the order it came.
    func restorationEnded() {
        guard restoration.pending > 0 else { return }
        restoration.pending -= 1
        while restoration.pending == 0, !restoration.waiters.isEmpty {
            restoration.waiters.removeFirst()()
        }
    }

    /// Runs `body` once no autosave of the stack is still to restore it: now, or right after
    /// the restore.
    func runAfterRestoration(_ body: @escaping @MainActor () -> Void) {
        guard isAwaitingRestoration else {
            body()
            return
        }
        restoration.waiters.append(body)
    }
}
