import Foundation

/// Hands out process-unique route identifiers.
///
/// Identifiers that come from outside (decoded state, ``RouteID/init(rawValue:)``) advance the
/// counter past themselves, so a fresh identifier never equals one that already exists. Values
/// from 2⁶³ up don't move the counter: it could not pass them without wrapping round to identifiers
/// already handed out, and it never reaches them by counting.
final class RouteIDGenerator: @unchecked Sendable {
    static let shared = RouteIDGenerator()

    /// Outside values at or above this don't advance the counter.
    static let ceiling: UInt64 = 1 << 63

    private let lock = NSLock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last &+= 1
        return last
    }

    func reserve(through value: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        if value > last, value < Self.ceiling { last = value }
    }
}
