import Foundation
import StapelCore
import Testing

/// The compact form of saved state, version 2, read from text written by hand.
@MainActor
@Suite("Saved state, version 2")
struct RestorationFormatTests {
    /// A version 2 snapshot from its columns; `names` and `screens` are JSON.
    func saved(ids: String, styles: String, names: String? = nil, screens: String) -> Data {
        let namesPart = names.map { #","names":\#($0)"# } ?? ""
        return Data(
            #"{"version":2,"ids":"\#(ids)","styles":"\#(styles)"\#(namesPart),"screens":\#(screens)}"#
                .utf8)
    }

    func read(_ data: Data) throws -> StackSnapshot<LinkScreen> {
        try StackSnapshot<LinkScreen>(jsonData: data)
    }

    let three = #"[{"inbox":{}},{"settings":{}},{"inbox":{}}]"#

    @Test func identifiersAreDifferencesFromTheOneBefore() throws {
        let snapshot = try read(
            saved(
                ids: "40,2,-1", styles: "pSp", names: #"{"0":"inbox","2":""}"#, screens: three))
        #expect(snapshot.routes.map(\.id.rawValue) == [40, 42, 41])
        #expect(snapshot.routes.map(\.style) == [.push, .sheet(withNavigation: true), .push])
        #expect(snapshot.routes.map(\.name) == ["inbox", nil, ""])
        #expect(snapshot.routes.map(\.screen) == [.inbox, .settings, .inbox])
        #expect(snapshot.droppedRoutes.isEmpty)
    }

    @Test func identifiersThatCantBeRead() throws {
        let missing = DroppedRoute.Reason.invalidEntry(
            "id is missing or not a non-negative integer")
        let cases: [(String, DroppedRoute.Reason)] = [
            ("1,x,3", missing), ("1,,3", missing), ("1,-2,3", missing), ("1,2.5,3", missing),
            ("1, 2,3", missing), ("1,+2,3", missing),
            (
                "1,9007199254740992,3",
                .invalidEntry("id 9007199254740993 is larger than 9007199254740992")
            ),
            ("1,99999999999999999999999,3", .invalidEntry("id is larger than 9007199254740992")),
        ]
        for (ids, reason) in cases {
            let snapshot = try read(saved(ids: ids, styles: "ppp", screens: three))
            #expect(snapshot.routes.count == 1, "\(ids)")
            #expect(
                snapshot.droppedRoutes == [
                    DroppedRoute(index: 1, reason: reason),
                    DroppedRoute(index: 2, reason: .followsDroppedRoute),
                ], "\(ids)")
        }
        let negative = try read(saved(ids: "-1,1,1", styles: "ppp", screens: three))
        #expect(negative.routes.isEmpty)
        #expect(negative.droppedRoutes.first == DroppedRoute(index: 0, reason: missing))
    }

    @Test func aColumnThatEndsEarlyDropsTheRoutesItMisses() throws {
        let fewerIDs = try read(saved(ids: "7,1", styles: "ppp", screens: three))
        #expect(fewerIDs.routes.count == 2)
        #expect(
            fewerIDs.droppedRoutes == [
                DroppedRoute(
                    index: 2, reason: .invalidEntry("id is missing or not a non-negative integer"))
            ])
        let fewerStyles = try read(saved(ids: "7,1,1", styles: "p", screens: three))
        #expect(fewerStyles.routes.count == 1)
        #expect(
            fewerStyles.droppedRoutes.first
                == DroppedRoute(index: 1, reason: .invalidEntry("style is missing or unknown")))
        let fewerScreens = try read(saved(ids: "7,1,1", styles: "ppp", screens: "[]"))
        #expect(fewerScreens.routes.isEmpty)
        #expect(fewerScreens.droppedRoutes.count == 3)
        let unknownStyle = try read(saved(ids: "7,1,1", styles: "pxp", screens: three))
        #expect(unknownStyle.routes.count == 1)
        #expect(
            unknownStyle.droppedRoutes == [
                DroppedRoute(index: 1, reason: .invalidEntry("style is missing or unknown")),
                DroppedRoute(index: 2, reason: .followsDroppedRoute),
            ])
    }

    @Test func aRoutePastTheEndOfTheIdentifiersSaysItsIdentifierIsMissing() throws {
        // Each route that can't be read says why: the one whose identifier is too large, then
        // the one whose identifier the column doesn't have, not the reason of the one before.
        let snapshot = try read(
            saved(ids: "1,99999999999999999999999", styles: "ppp", screens: three))
        #expect(snapshot.routes.count == 1)
        #expect(
            snapshot.droppedRoutes == [
                DroppedRoute(index: 1, reason: .invalidEntry("id is larger than 9007199254740992")),
                DroppedRoute(
                    index: 2, reason: .invalidEntry("id is missing or not a non-negative integer")),
            ])
        // Between the one that can't be read and the end of the column, they are not read.
        let four = #"[{"inbox":{}},{"settings":{}},{"inbox":{}},{"inbox":{}}]"#
        let unread = try read(saved(ids: "1,x,1", styles: "pppp", screens: four))
        #expect(
            unread.droppedRoutes.map(\.reason) == [
                .invalidEntry("id is missing or not a non-negative integer"), .followsDroppedRoute,
                .invalidEntry("id is missing or not a non-negative integer"),
            ])
    }

    @Test func aScreenThatCantBeReadIsDroppedWithWhatIsAbove() throws {
        let snapshot = try read(
            saved(
                ids: "7,1,1,1", styles: "pppp",
                screens: #"[{"inbox":{}},{"chat":{"_0":"seven"}},{"inbox":{}},5]"#))
        #expect(snapshot.routes.map(\.screen) == [.inbox])
        #expect(snapshot.droppedRoutes.map(\.index) == [1, 2, 3])
        // Each route that can't be read says why; the one that can follows a dropped route.
        #expect(snapshot.droppedRoutes[1].reason == .followsDroppedRoute)
        for index in [0, 2] {
            guard case .invalidScreen = snapshot.droppedRoutes[index].reason else {
                Issue.record("route \(index + 1): \(snapshot.droppedRoutes[index])")
                continue
            }
        }
    }

    @Test func namesThatAreNotStringsDropTheirRoute() throws {
        let snapshot = try read(
            saved(
                ids: "7,1,1", styles: "ppp", names: #"{"1":7,"x":"y","99":"z","-1":"w"}"#,
                screens: three))
        #expect(snapshot.routes.map(\.name) == [nil])
        #expect(
            snapshot.droppedRoutes.first
                == DroppedRoute(index: 1, reason: .invalidEntry("name is not a string")))
        let null = try read(
            saved(ids: "7", styles: "p", names: "null", screens: #"[{"inbox":{}}]"#))
        #expect(null.routes.map(\.name) == [nil])
        #expect(null.droppedRoutes.isEmpty)
    }

    @Test func columnsOfTheWrongKindAreUnreadable() {
        for data in [
            Data(#"{"version":2,"ids":7,"styles":"p","screens":[{"inbox":{}}]}"#.utf8),
            Data(#"{"version":2,"ids":"7","styles":["p"],"screens":[{"inbox":{}}]}"#.utf8),
            Data(#"{"version":2,"ids":"7","styles":"p","screens":{"inbox":{}}}"#.utf8),
            Data(#"{"version":2,"ids":"7","styles":"p"}"#.utf8),
            Data(#"{"version":2,"ids":"7","styles":"p","names":3,"screens":[{"inbox":{}}]}"#.utf8),
        ] {
            #expect {
                try read(data)
            } throws: { error in
                guard case .unreadable = error as? RestorationError else { return false }
                return true
            }
        }
    }

    @Test func moreRoutesThanTheLimitInAnyColumnAreRefused() {
        let limit = StackSnapshot<LinkScreen>.maximumRouteCount
        let many = limit + 1
        let ids = "1" + String(repeating: ",1", count: many - 1)
        let styles = String(repeating: "p", count: many)
        let screens =
            "[" + Array(repeating: #"{"inbox":{}}"#, count: many).joined(separator: ",") + "]"
        for data in [
            saved(ids: ids, styles: "p", screens: #"[{"inbox":{}}]"#),
            saved(ids: "1", styles: styles, screens: #"[{"inbox":{}}]"#),
            saved(ids: "1", styles: "p", screens: screens),
        ] {
            #expect(throws: RestorationError.tooManyRoutes(limit: limit)) { try read(data) }
        }
        let atLimit = saved(
            ids: "1" + String(repeating: ",1", count: limit - 1),
            styles: String(repeating: "p", count: limit),
            screens: "[" + Array(repeating: #"{"inbox":{}}"#, count: limit).joined(separator: ",")
                + "]")
        #expect((try? read(atLimit))?.routes.count == limit)
    }

    @Test func aSnapshotTakesAFewBytesPerRoute() throws {
        let stack = Stack<Int>(routes: (0..<1_000).map { Route.push($0) })
        let bytes = try stack.snapshotData().count
        // Four bytes of screen ("123,"), two of identifier ("1,") and one of style, per route.
        #expect(bytes < 8 * 1_000)
        #expect(try JSONEncoder().encode(stack.routes.map(\.screen)).count > 3 * 1_000)
    }
}
