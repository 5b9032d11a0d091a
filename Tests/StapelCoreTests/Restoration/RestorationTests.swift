import CustomDump
import Foundation
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Restoration")
struct RestorationTests {
    let saved: [Route<LinkScreen>] = [
        .push(.inbox, name: "inbox"),
        .push(.chat(7), name: "chat"),
        .sheet(.messages(chat: 7), withNavigation: true),
        .push(.message(chat: 7, message: 1)),
        .fullScreenCover(.search("a\"b", page: 2)),
    ]

    @Test func aRestoreDoesNotAnimateUnlessAsked() throws {
        // Restored state is shown at launch: by default it appears without an animation.
        let data = try Stack<LinkScreen>(routes: saved).snapshotData()
        let restored = Stack<LinkScreen>()
        try restored.restore(from: data)
        #expect(restored.animatesChanges == false)
        let animated = Stack<LinkScreen>()
        try animated.restore(from: data, animated: true)
        #expect(animated.animatesChanges)
        let fromSnapshot = Stack<LinkScreen>()
        try fromSnapshot.restore(from: StackSnapshot(routes: saved))
        #expect(fromSnapshot.animatesChanges == false)
    }

    @Test func typedStacksRoundTripThroughJSON() throws {
        let original = Stack<LinkScreen>(routes: saved)
        let data = try original.snapshotData()
        let restored = Stack<LinkScreen>()
        let log = EventLog(restored)
        let result = try restored.restore(from: data)
        restored.settle()
        #expect(result.change.outcomeIfEnded == .completed)
        #expect(result.isComplete)
        #expect(result.restoredCount == saved.count)
        expectNoDifference(restored.routes, original.routes)
        #expect(restored.routes.map(\.id) == saved.map(\.id))
        let events = routeEvents(log.events)
        #expect(events.count == saved.count)
        #expect(events.first == .pushed(saved[0]))
        #expect(events[2] == .presented(saved[2]))
    }

    @Test func theJSONKeepsEachPartOfTheRoutesInAColumn() throws {
        let data = try Stack<LinkScreen>(routes: saved).snapshotData()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? Int == 2)
        #expect(json["styles"] as? String == "ppSpf")
        let ids = try #require((json["ids"] as? String)?.split(separator: ","))
        let first = saved[0].id.rawValue
        let differences = zip(saved.dropFirst(), saved).map { $0.id.rawValue - $1.id.rawValue }
        #expect(ids == ["\(first)"] + differences.map { "\($0)"[...] })
        #expect(json["names"] as? [String: String] == ["0": "inbox", "1": "chat"])
        #expect((json["screens"] as? [Any])?.count == saved.count)
        #expect(json["routes"] == nil)
    }

    @Test func versionOneSnapshotsStillRestore() throws {
        let entries = try saved.map { route in
            let screen = String(decoding: try JSONEncoder().encode(route.screen), as: UTF8.self)
            let style = try #require(
                [
                    RouteStyle.push: "push", .sheet(withNavigation: true): "sheetWithNavigation",
                    .fullScreenCover(withNavigation: false): "fullScreenCover",
                ][route.style])
            let name = route.name.map { #","name":"\#($0)""# } ?? ""
            return #"{"id":\#(route.id.rawValue),"style":"\#(style)"\#(name),"screen":\#(screen)}"#
        }
        let restored = Stack<LinkScreen>()
        try restored.restore(from: savedJSON(entries))
        restored.settle()
        expectNoDifference(restored.routes, saved)
    }

    @Test func restoringReplacesTheRoutesWithEvents() throws {
        let stack = Stack<LinkScreen>(routes: [.push(.settings)])
        let old = stack.routes
        let log = EventLog(stack)
        try stack.restore(from: StackSnapshot(routes: Array(saved.prefix(2))))
        stack.settle()
        expectNoDifference(stack.routes, Array(saved.prefix(2)))
        expectNoDifference(
            routeEvents(log.events), [.popped(old), .pushed(saved[0]), .pushed(saved[1])])
    }

    @Test func anEmptySnapshotRestoresTheRoot() throws {
        let stack = Stack<LinkScreen>(routes: saved)
        try stack.restore(from: Stack<LinkScreen>().snapshotData())
        stack.settle()
        #expect(stack.routes.isEmpty)
    }

    @Test func mixedScreensRoundTripThroughARegistry() throws {
        let registry = testRegistry()
        let original = Stack<AnyScreen>(routes: [
            .push(AnyScreen(SavedRecipe(id: 1, title: "Soup"))),
            .sheet(AnyScreen("notes"), withNavigation: true, name: "notes"),
            .push(AnyScreen(42)),
        ])
        let data = try original.snapshotData(using: registry)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""type":"recipe""#))
        #expect(!text.contains("SavedRecipe"))
        let restored = Stack<AnyScreen>()
        try restored.restore(from: data, using: registry)
        restored.settle()
        expectNoDifference(restored.routes, original.routes)
        #expect(restored.routes[0].screen.as(SavedRecipe.self) == SavedRecipe(id: 1, title: "Soup"))
    }

    @Test func anUnknownTypeNameDropsItsRouteAndThoseAbove() throws {
        var partial = ScreenTypeRegistry()
        partial.register(String.self, as: "text")
        let data = try Stack<AnyScreen>(routes: [
            .push(AnyScreen("a")), .push(AnyScreen(SavedRecipe(id: 1, title: "x"))),
            .push(AnyScreen("b")),
        ]).snapshotData(using: testRegistry())
        let stack = Stack<AnyScreen>()
        let result = try stack.restore(from: data, using: partial)
        #expect(result.restoredCount == 1)
        #expect(
            result.dropped == [
                DroppedRoute(index: 1, reason: .unknownType("recipe")),
                DroppedRoute(index: 2, reason: .followsDroppedRoute),
            ])
        stack.settle()
        #expect(stack.routes.map(\.screen) == [AnyScreen("a")])
    }

    @Test func aPartialRestoreHandsBackItsChangeToAwait() async throws {
        // Three pushes and a sheet, paced one change per update, then a screen that can't be read.
        let data = savedJSON([
            #"{"id":31,"style":"push","screen":{"inbox":{}}}"#,
            #"{"id":32,"style":"push","screen":{"chat":{"_0":7}}}"#,
            #"{"id":33,"style":"sheet","screen":{"settings":{}}}"#,
            #"{"id":34,"style":"push","screen":{"chat":{"_0":"seven"}}}"#,
        ])
        let stack = Stack<LinkScreen>(capabilities: .oneChangePerUpdate)
        let result = try stack.restore(from: data)
        #expect(result.restoredCount == 3)
        #expect(result.dropped.map(\.index) == [3])
        #expect(result.change.stepCount > 1)
        #expect(result.change.outcomeIfEnded == nil)
        let settler = Task { @MainActor in
            while stack.planStep != nil {
                stack.reportStepSettled(stack.planStep)
                await Task.yield()
            }
        }
        #expect(await result.change.outcome == .completed)
        await settler.value
        #expect(stack.routes.map(\.id.rawValue) == [31, 32, 33])
    }

    @Test func savingAnUnregisteredTypeIsAnError() {
        struct Unregistered: Hashable, Sendable {}
        let stack = Stack<AnyScreen>(routes: [.push(AnyScreen(Unregistered()))])
        #expect(throws: RestorationError.unregisteredType("Unregistered")) {
            try stack.snapshotData(using: testRegistry())
        }
    }

    @Test func adHocScreensAreLeftOutWithEverythingAbove() throws {
        let stack = Stack<AnyScreen>(routes: [
            .push(AnyScreen(1)), .push(AnyScreen(OpaqueScreen(payload: "view"))),
            .push(AnyScreen(2)),
        ])
        let restored = Stack<AnyScreen>()
        try restored.restore(from: stack.snapshotData(using: testRegistry()), using: testRegistry())
        restored.settle()
        #expect(restored.routes == Array(stack.routes.prefix(1)))
    }

    @Test func registeringTwiceKeepsTheFirstAndWarns() throws {
        var registry = ScreenTypeRegistry()
        registry.register(String.self, as: "text")
        expectWarning(.invalidRegistration) {
            registry.register(String.self, as: "words")
        }
        expectWarning(.invalidRegistration) { registry.register(Int.self, as: "text") }
        expectWarning(.invalidRegistration) { registry.register(Int.self, as: "") }
        #expect(registry.names == ["text"])
        #expect(registry.name(for: AnyScreen("x")) == "text")
        #expect(registry.name(for: AnyScreen(1)) == nil)
    }

    @Test func aScreenThatFailsToDecodeIsDroppedWithWhatIsAbove() throws {
        let data = savedJSON([
            #"{"id":1,"style":"push","screen":{"inbox":{}}}"#,
            #"{"id":2,"style":"push","screen":{"chat":{"_0":"seven"}}}"#,
            #"{"id":3,"style":"push","screen":{"inbox":{}}}"#,
        ])
        let stack = Stack<LinkScreen>()
        let result = try stack.restore(from: data)
        stack.settle()
        let dropped = result.dropped
        guard dropped.count == 2, case .invalidScreen(let reason) = dropped[0].reason else {
            Issue.record("expected a partial restore that drops an invalid screen: \(dropped)")
            return
        }
        #expect(result.restoredCount == 1)
        #expect(dropped.map(\.index) == [1, 2])
        #expect(reason.contains("chat"))
        #expect(dropped[1].reason == .followsDroppedRoute)
        #expect(stack.routes.map(\.id) == [RouteID(rawValue: 1)])
    }

    @Test func aPushOnAPresentationWithoutNavigationEndsTheValidPrefix() throws {
        let data = savedJSON([
            #"{"id":11,"style":"sheet","screen":{"inbox":{}}}"#,
            #"{"id":12,"style":"push","screen":{"settings":{}}}"#,
            #"{"id":13,"style":"fullScreenCover","screen":{"settings":{}}}"#,
        ])
        let stack = Stack<LinkScreen>()
        let result = try stack.restore(from: data)
        #expect(result.restoredCount == 1)
        #expect(
            result.dropped == [
                DroppedRoute(
                    index: 1,
                    reason: .invalidStructure(
                        .pushWithoutNavigation(RouteID(rawValue: 12), index: 1))),
                DroppedRoute(index: 2, reason: .followsDroppedRoute),
            ])
        stack.settle()
        #expect(stack.routes.map(\.id) == [RouteID(rawValue: 11)])
    }

    @Test func aRepeatedIdentifierEndsTheValidPrefix() throws {
        let data = savedJSON([
            #"{"id":21,"style":"push","screen":{"inbox":{}}}"#,
            #"{"id":22,"style":"push","screen":{"inbox":{}}}"#,
            #"{"id":21,"style":"push","screen":{"inbox":{}}}"#,
        ])
        let snapshot = try StackSnapshot<LinkScreen>(jsonData: data)
        #expect(snapshot.routes.map(\.id.rawValue) == [21, 22])
        #expect(
            snapshot.droppedRoutes == [
                DroppedRoute(
                    index: 2,
                    reason: .invalidStructure(.duplicateID(RouteID(rawValue: 21), index: 2)))
            ])
    }

    @Test func aRouteWithAProblemOfItsOwnAndAStyleChangeIsDroppedForItsOwn() throws {
        // The saved list itself can't stand (a repeated name), and the stack shows the route
        // with another style: the list's own problem is the reason given.
        let stack = Stack<LinkScreen>(routes: [.push(.inbox, name: "a"), .push(.chat(1))])
        let ids = stack.routes.map(\.id)
        let result = try stack.restore(
            from: StackSnapshot(routes: [
                Route(.inbox, style: .push, name: "a", id: ids[0]),
                Route(.chat(1), style: .sheet(withNavigation: false), name: "a", id: ids[1]),
            ]))
        #expect(result.restoredCount == 1)
        #expect(
            result.dropped == [
                DroppedRoute(index: 1, reason: .invalidStructure(.duplicateName(ids[1], index: 1)))
            ])
    }

    @Test func aRouteTheStackShowsWithAnotherStyleIsNotRestored() throws {
        let stack = Stack<LinkScreen>(routes: [.push(.inbox)])
        let id = stack.routes[0].id
        let before = stack.routes
        #expect(
            throws: RestorationError.nothingRestored(dropped: [
                DroppedRoute(index: 0, reason: .invalidStructure(.styleChanged(id, index: 0)))
            ])
        ) {
            try stack.restore(
                from: StackSnapshot(routes: [
                    Route(.inbox, style: .sheet(withNavigation: false), id: id)
                ]))
        }
        #expect(stack.routes == before)
    }

    @Test func whenNothingIsUsableTheStackIsUnchanged() throws {
        let stack = Stack<LinkScreen>(routes: saved)
        let log = EventLog(stack)
        let unknownStyle = savedJSON([#"{"id":1,"style":"drawer","screen":{"inbox":{}}}"#])
        #expect(
            throws: RestorationError.nothingRestored(dropped: [
                DroppedRoute(index: 0, reason: .invalidEntry("style is missing or unknown"))
            ])
        ) {
            try stack.restore(from: unknownStyle)
        }
        #expect(throws: RestorationError.unsupportedVersion(3)) {
            try stack.restore(from: savedJSON([], version: 3))
        }
        #expect {
            try stack.restore(from: Data("nope".utf8))
        } throws: { error in
            guard case .unreadable(let reason) = error as? RestorationError else { return false }
            return !reason.isEmpty && reason.count <= 200
        }
        expectNoDifference(stack.routes, saved)
        #expect(log.events.isEmpty)
    }

    @Test func restoredIdentifiersAreNeverHandedOutAgain() throws {
        let high = RouteID.unique().rawValue + 1_000_000
        let data = savedJSON([#"{"id":\#(high),"style":"push","screen":{"inbox":{}}}"#])
        try Stack<LinkScreen>().restore(from: data)
        #expect(RouteID.unique().rawValue > high)
    }

    @Test func identifiersBeyondTwoToTheFiftyThirdAreRefused() throws {
        let tooHigh = (UInt64(1) << 53) + 1
        let snapshot = try StackSnapshot<LinkScreen>(
            jsonData: savedJSON([#"{"id":\#(tooHigh),"style":"push","screen":{"inbox":{}}}"#]))
        #expect(snapshot.routes.isEmpty)
        #expect(
            snapshot.droppedRoutes.map(\.reason) == [
                .invalidEntry("id \(tooHigh) is larger than \(UInt64(1) << 53)")
            ])
    }

    @Test func aHandMadeSnapshotIsCheckedToo() throws {
        let stack = Stack<LinkScreen>()
        let routes: [Route<LinkScreen>] = [.fullScreenCover(.settings), .push(.inbox)]
        let result = try stack.restore(from: StackSnapshot(routes: routes))
        #expect(!result.isComplete)
        #expect(result.dropped.map(\.index) == [1])
        stack.settle()
        #expect(stack.routes == [routes[0]])
    }

    @Test func errorsDescribeThemselves() {
        #expect(
            RestorationError.nothingRestored(
                dropped: [DroppedRoute(index: 0, reason: .unknownType("x"))]
            ).description == #"nothing restored; dropped 1: [#0: unknown screen type "x"]"#)
        #expect(RestorationError.tooManyRoutes(limit: 1_000).description.contains("1000"))
    }
}
