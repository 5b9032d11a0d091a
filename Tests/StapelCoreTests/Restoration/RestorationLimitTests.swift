import Foundation
import StapelCore
import Testing

/// A screen saved as `depth` nested JSON lists, `[[[]]]` for 3: a screen value as deep as a
/// test needs.
private struct NestedScreen: Hashable, Sendable, Codable {
    var depth: Int

    init(depth: Int) { self.depth = depth }

    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        depth = list.isAtEnd ? 1 : try list.decode(NestedScreen.self).depth + 1
    }

    func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        if depth > 1 { try list.encode(NestedScreen(depth: depth - 1)) }
    }
}

/// Every limit of saved state, exactly at the limit and one past it: the route count, the
/// identifier range and the nesting depth, in both saved versions, and with a decoder that
/// doesn't tell a list's count first.
@MainActor
@Suite("Saved state at its limits")
struct RestorationLimitTests {
    let limit = StackSnapshot<LinkScreen>.maximumRouteCount
    let maximumID: UInt64 = 1 << 53

    /// A version 1 entry.
    func entry(id: UInt64) -> String {
        #"{"id":\#(id),"style":"push","screen":{"inbox":{}}}"#
    }

    /// A version 2 snapshot of `count` pushed inboxes, identifiers 1, 2, 3…
    func version2(count: Int) -> Data {
        let ids = "1" + String(repeating: ",1", count: max(count - 1, 0))
        let screens = Array(repeating: #"{"inbox":{}}"#, count: count).joined(separator: ",")
        return Data(
            #"{"version":2,"ids":"\#(ids)","styles":"\#(String(repeating: "p", count: count))","screens":[\#(screens)]}"#
                .utf8)
    }

    /// A version 1 snapshot of `count` pushed inboxes, identifiers 1, 2, 3…
    func version1(count: Int) -> Data {
        savedJSON((1...max(count, 1)).prefix(count).map { entry(id: UInt64($0)) })
    }

    func read(_ data: Data) throws -> StackSnapshot<LinkScreen> {
        try StackSnapshot<LinkScreen>(jsonData: data)
    }

    /// Reads through a decoder whose lists never tell their count.
    func readCountless(_ data: Data) throws -> StackSnapshot<LinkScreen> {
        try JSONDecoder().decode(DecodedCountless<StackSnapshot<LinkScreen>>.self, from: data)
            .value
    }

    // MARK: route count

    @Test(arguments: [1, 2])
    func exactlyTheRouteLimitRestoresEveryRoute(version: Int) throws {
        let data = version == 1 ? version1(count: limit) : version2(count: limit)
        for snapshot in [try read(data), try readCountless(data)] {
            #expect(snapshot.routes.count == limit)
            #expect(snapshot.droppedRoutes.isEmpty)
        }
        let stack = Stack<LinkScreen>()
        let result = try stack.restore(from: data)
        stack.settle()
        #expect(result.restoredCount == limit)
        #expect(stack.depth == limit)
    }

    @Test(arguments: [1, 2])
    func oneRoutePastTheLimitIsRefusedAndChangesNothing(version: Int) {
        let data = version == 1 ? version1(count: limit + 1) : version2(count: limit + 1)
        #expect(throws: RestorationError.tooManyRoutes(limit: limit)) { try read(data) }
        #expect(throws: RestorationError.tooManyRoutes(limit: limit)) { try readCountless(data) }
        let stack = Stack<LinkScreen>(routes: [.push(.settings)])
        #expect(throws: RestorationError.tooManyRoutes(limit: limit)) {
            try stack.restore(from: data)
        }
        #expect(stack.screens == [.settings])
    }

    @Test func aVersion2ScreensListPastTheLimitIsRefusedWhileItIsRead() {
        // The identifiers and styles are short; only the screens list is too long, and this
        // decoder can't tell so before reading it.
        let screens = Array(repeating: #"{"inbox":{}}"#, count: limit + 1)
            .joined(separator: ",")
        let data = Data(#"{"version":2,"ids":"1","styles":"p","screens":[\#(screens)]}"#.utf8)
        #expect(throws: RestorationError.tooManyRoutes(limit: limit)) { try readCountless(data) }
        // A screen that can't be read makes the decode go one element at a time.
        let broken =
            (["1"] + Array(repeating: #"{"inbox":{}}"#, count: limit)).joined(separator: ",")
        let brokenData = Data(
            #"{"version":2,"ids":"1","styles":"p","screens":[\#(broken)]}"#.utf8)
        #expect(throws: RestorationError.tooManyRoutes(limit: limit)) {
            try readCountless(brokenData)
        }
        let atLimit =
            (["1"] + Array(repeating: #"{"inbox":{}}"#, count: limit - 1)).joined(separator: ",")
        let atLimitData = Data(
            #"{"version":2,"ids":"1","styles":"p","screens":[\#(atLimit)]}"#.utf8)
        #expect((try? readCountless(atLimitData))?.routes.isEmpty == true)
    }

    @Test func aRegistryReadsTheSameLimit() throws {
        let registry = testRegistry()
        let entry = #"{"type":"number","value":5}"#
        func data(_ count: Int) -> Data {
            let ids = "1" + String(repeating: ",1", count: count - 1)
            let screens = Array(repeating: entry, count: count).joined(separator: ",")
            return Data(
                #"{"version":2,"ids":"\#(ids)","styles":"\#(String(repeating: "p", count: count))","screens":[\#(screens)]}"#
                    .utf8)
        }
        let stack = Stack<AnyScreen>()
        let result = try stack.restore(from: data(limit), using: registry)
        #expect(result.restoredCount == limit)
        #expect(throws: RestorationError.tooManyRoutes(limit: limit)) {
            try stack.restore(from: data(limit + 1), using: registry)
        }
    }

    // MARK: identifier range

    @Test func theLargestIdentifierIsRestoredAndTheNextIsDropped() throws {
        let atLimit = try read(savedJSON([entry(id: maximumID)]))
        #expect(atLimit.routes.map(\.id.rawValue) == [maximumID])
        let past = try read(savedJSON([entry(id: 1), entry(id: maximumID + 1)]))
        #expect(past.routes.map(\.id.rawValue) == [1])
        #expect(
            past.droppedRoutes == [
                DroppedRoute(
                    index: 1,
                    reason: .invalidEntry("id \(maximumID + 1) is larger than \(maximumID)"))
            ])
    }

    @Test func theLargestIdentifierIsRestoredAndTheNextIsDroppedInVersion2() throws {
        func data(_ ids: String) -> Data {
            Data(
                #"{"version":2,"ids":"\#(ids)","styles":"pp","screens":[{"inbox":{}},{"inbox":{}}]}"#
                    .utf8)
        }
        let first = try read(data("\(maximumID - 1),1"))
        #expect(first.routes.map(\.id.rawValue) == [maximumID - 1, maximumID])
        let past = try read(data("\(maximumID),1"))
        #expect(past.routes.map(\.id.rawValue) == [maximumID])
        #expect(
            past.droppedRoutes.first
                == DroppedRoute(
                    index: 1,
                    reason: .invalidEntry("id \(maximumID + 1) is larger than \(maximumID)")))
    }

    @Test func aStackRestoredWithTheLargestIdentifierSavesWhatRestoresAgain() throws {
        // A saved identifier at the limit must not push fresh identifiers past it: what the
        // stack saves afterwards has to restore.
        let stack = Stack<LinkScreen>()
        try stack.restore(from: savedJSON([entry(id: maximumID)]))
        stack.push(.settings)
        stack.present(.inbox, style: .sheet(withNavigation: true))
        let relaunched = Stack<LinkScreen>()
        let result = try relaunched.restore(from: stack.snapshotData())
        relaunched.settle()
        #expect(result.dropped.isEmpty)
        #expect(relaunched.routes == stack.routes)
    }

    // MARK: nesting depth

    /// Foundation's JSON reader takes at most 512 nested lists and objects, and its writer 511;
    /// a saved stack's own structure takes two (the snapshot and its screens list). So a
    /// screen nested 509 deep saves and restores, one nested 510 deep can't be saved (and is
    /// read when written by hand), and one nested 511 deep can't be read: Stapel never writes
    /// what it can't read back.
    @Test func savedDataAtFoundationsNestingLimits() throws {
        let deepest = Stack<NestedScreen>(routes: [.push(NestedScreen(depth: 509))])
        let restored = Stack<NestedScreen>()
        try restored.restore(from: deepest.snapshotData())
        #expect(restored.routes.map(\.screen) == [NestedScreen(depth: 509)])

        let tooDeep = Stack<NestedScreen>(routes: [.push(NestedScreen(depth: 510))])
        #expect {
            try tooDeep.snapshotData()
        } throws: { error in
            guard case .encodingFailed? = error as? RestorationError else { return false }
            return true
        }

        func written(depth: Int) -> Data {
            let screen = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            return Data(#"{"version":2,"ids":"1","styles":"p","screens":[\#(screen)]}"#.utf8)
        }
        let kept = Stack<NestedScreen>(routes: [.push(NestedScreen(depth: 1))])
        try kept.restore(from: written(depth: 510))
        #expect(kept.routes.map(\.screen) == [NestedScreen(depth: 510)])
        #expect {
            try kept.restore(from: written(depth: 511))
        } throws: { error in
            guard case .unreadable? = error as? RestorationError else { return false }
            return true
        }
        #expect(kept.routes.map(\.screen) == [NestedScreen(depth: 510)])
    }
}
