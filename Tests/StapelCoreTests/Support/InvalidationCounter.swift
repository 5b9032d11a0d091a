import Foundation
import Observation

/// Counts `withObservationTracking` invalidations per tracked reader.
final class InvalidationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// Tracks what `read` reads, once: the next change to any of it counts one for `reader`.
    @MainActor
    func track(_ reader: String, _ read: @MainActor () -> Void) {
        withObservationTracking {
            read()
        } onChange: { [self] in
            lock.lock()
            counts[reader, default: 0] += 1
            lock.unlock()
        }
    }

    func count(_ reader: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts[reader, default: 0]
    }

    var invalidatedReaders: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return Set(counts.filter { $0.value > 0 }.keys)
    }
}
