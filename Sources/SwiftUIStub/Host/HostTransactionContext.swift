#if !canImport(SwiftUI)
    import Foundation

    /// The transaction of the code running now: set by `withTransaction` and `withAnimation`,
    /// read when a change invalidates a view.
    enum HostTransactionContext {
        /// SwiftUI keeps the current transaction per thread; the host, on the main thread only.
        nonisolated(unsafe) static var current: Transaction?

        /// Runs `body` with a transaction as the current one.
        static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
            -> Result
        {
            let saved = current
            current = transaction
            defer { current = saved }
            return try body()
        }

        /// Marks the main queue, so that code can tell it runs there: on Linux the main actor's
        /// jobs can run on a worker thread that drains the main queue, not on the main thread.
        private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()

        /// Whether the code runs on the main actor's queue.
        static var isOnMainQueue: Bool {
            Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
        }

        /// Runs an action on the main actor: at once when called there, soon otherwise.
        static func onMain(_ action: @escaping @MainActor () -> Void) {
            if isOnMainQueue {
                MainActor.assumeIsolated(action)
            } else {
                let action = UncheckedSendable(action)
                Task { @MainActor in action.value() }
            }
        }
    }

    /// Carries a value the host only ever touches on the main actor across a hop to it.
    struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
#endif
