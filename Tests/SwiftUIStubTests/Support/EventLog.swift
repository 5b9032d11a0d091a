#if !canImport(SwiftUI)
    /// What the views under test did, in order: appearances, changes, task starts and ends.
    @MainActor
    final class EventLog {
        private(set) var events: [String] = []

        func record(_ event: String) {
            events.append(event)
        }

        /// The events since the last call.
        @discardableResult
        func take() -> [String] {
            defer { events = [] }
            return events
        }
    }
#endif
