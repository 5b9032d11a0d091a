import Foundation

/// Hands out process-unique route identifiers.
///
/// Identifiers that come from outside (decoded state, ``RouteID/init(rawValue:)``) advance the
/// counter past themselves, so a fresh identifier never equals one that already exists.
final class RouteIDGenerator: @unchecked Sendable {
    static let shared = RouteIDGenerator()

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
        if value > last { last = value }
    }
}
