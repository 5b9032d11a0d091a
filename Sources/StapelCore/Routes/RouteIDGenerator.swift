import Foundation

/// Hands out route identifiers: process-unique ones, or, inside ``withRouteIDs(_:operation:)``,
/// the ones of the installed ``RouteID/Source``.
///
/// Identifiers that come from outside (decoded state, ``RouteID/init(rawValue:)``) advance the
/// counter past themselves, so a fresh identifier never equals one that already exists. Values
/// from 2⁵² up don't move the counter: it never reaches them by counting (that takes 2⁵² routes),
/// and moving it there would hand out identifiers above 2⁵³, which a restore drops (see
/// `SnapshotCoding.maximumRouteID`): one hostile saved identifier would make every stack saved
/// afterwards fail to restore.
///
/// The fast path stays one lock: the process-wide generator counts the scopes that installed a
/// source, and only while one is open does a new identifier read the task-local source.
final class RouteIDGenerator: @unchecked Sendable {
    static let shared = RouteIDGenerator()

    /// The source installed by the innermost ``withRouteIDs(_:operation:)`` around the current
    /// task or thread, if any.
    @TaskLocal static var installed: RouteIDGenerator?

    /// Outside values at or above this don't advance the counter: half the largest identifier a
    /// restore accepts, so that the counter always leaves 2⁵² restorable identifiers above it.
    static let ceiling: UInt64 = 1 << 52

    private let lock = NSLock()
    private var last: UInt64
    /// How many scopes with an installed source are open, process-wide (only counted on
    /// ``shared``).
    private var openScopes = 0
    /// Whether a route a list operation adds takes the identifier after the list's largest
    /// (``RouteID/Source/nextInList``), rather than the next of the count.
    let followsLists: Bool

    init(last: UInt64 = 0, followsLists: Bool = false) {
        self.last = last
        self.followsLists = followsLists
    }

    /// A fresh identifier from the current generator.
    static func next() -> UInt64 {
        next(inListWithLargest: nil)
    }

    /// A new identifier for a route a list operation adds to a list whose largest identifier
    /// this gives: the one after it under a ``RouteID/Source/nextInList`` source, the next of
    /// the count otherwise. The list is only read under such a source.
    ///
    /// ```swift
    /// RouteIDGenerator.next(inListWithLargest: { routes.lazy.map(\.id.rawValue).max() })
    /// ```
    /// - Parameter largest: The largest identifier in the list, or `nil` for a route that no
    ///   list operation adds.
    /// - Returns: The identifier.
    static func next(inListWithLargest largest: (() -> UInt64?)?) -> UInt64 {
        if let value = shared.nextUnlessScoped() { return value }
        guard let installed else { return shared.next() }
        let value: UInt64
        if installed.followsLists, let largest {
            value = (largest() ?? 0) &+ 1
            installed.reserve(through: value)
        } else {
            value = installed.next()
        }
        // Routes made in a scope may outlive it: process-wide identifiers keep clear of them.
        shared.reserve(through: value)
        return value
    }

    /// Moves the current generator (and the process-wide one) past an identifier from outside.
    static func reserve(through value: UInt64) {
        if shared.reserveReportingScopes(through: value), let installed {
            installed.reserve(through: value)
        }
    }

    /// Runs `body` with `generator` installed for the current task or thread.
    static func withInstalled<Result>(
        _ generator: RouteIDGenerator, _ body: () throws -> Result
    ) rethrows -> Result {
        shared.openScope()
        defer { shared.closeScope() }
        return try $installed.withValue(generator, operation: body)
    }

    /// Runs `body` with `generator` installed for the current task.
    static func withInstalled<Result>(
        _ generator: RouteIDGenerator,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        shared.openScope()
        defer { shared.closeScope() }
        return try await $installed.withValue(generator, operation: body)
    }

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

    /// The next identifier, when no scope is open anywhere; `nil` otherwise. One lock.
    private func nextUnlessScoped() -> UInt64? {
        lock.lock()
        defer { lock.unlock() }
        guard openScopes == 0 else { return nil }
        last &+= 1
        return last
    }

    /// Reserves through `value`, and says whether a scope is open anywhere. One lock.
    private func reserveReportingScopes(through value: UInt64) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if value > last, value < Self.ceiling { last = value }
        return openScopes > 0
    }

    private func openScope() {
        lock.lock()
        defer { lock.unlock() }
        openScopes += 1
    }

    private func closeScope() {
        lock.lock()
        defer { lock.unlock() }
        openScopes -= 1
    }
}
