import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Pop")
struct PopTests {
    /// inbox ("inbox"), chat 1 ("chat"), profile 2, chat 3 ("latest"), settings
    func fivePushes() -> Stack<TestScreen> {
        Stack(routes: [
            .push(.inbox, name: "inbox"), .push(.chat(1), name: "chat"), .push(.profile(2)),
            .push(.chat(3), name: "latest"), .push(.settings),
        ])
    }

    @Test func popRemovesTheTopAndEmits() throws {
        let stack = fivePushes()
        let log = EventLog(stack)
        let top = try #require(stack.top)
        let popped = stack.pop()
        expectNoDifference(popped, [top])
        expectNoDifference(log.events, [.popped([top])])
        #expect(stack.depth == 4)
    }

    @Test func popCountRemovesThatMany() {
        let stack = fivePushes()
        let popped = stack.pop(3)
        expectNoDifference(popped.map(\.screen), [.profile(2), .chat(3), .settings])
        expectNoDifference(stack.screens, [.inbox, .chat(1)])
        #expect(stack.baseLayer.path == stack.routes.map(\.id))
    }

    @Test func popZeroChangesNothingQuietly() {
        let stack = fivePushes()
        #expect(stack.pop(0).isEmpty)
        #expect(stack.depth == 5)
    }

    @Test func popNegativeCountIsIgnoredWithAWarning() {
        let stack = fivePushes()
        let popped = expectWarning(.negativeCount) { stack.pop(-1) }
        #expect(popped.isEmpty)
        #expect(stack.depth == 5)
    }

    @Test func popTooManyClampsWithAWarning() {
        let stack = fivePushes()
        let popped = expectWarning(.countOutOfRange) { stack.pop(9) }
        #expect(popped.count == 5)
        #expect(stack.routes.isEmpty)
    }

    @Test func popOnAnEmptyStackIsIgnoredWithAWarning() {
        let stack = Stack<TestScreen>()
        let log = EventLog(stack)
        let popped = expectWarning(.countOutOfRange) { stack.pop() }
        #expect(popped.isEmpty)
        #expect(log.events.isEmpty)
    }

    @Test func popNeverCrossesAPresentation() {
        let stack = fivePushes()
        stack.present(.compose, style: .sheet(withNavigation: true))
        stack.push(.settings)
        let popped = expectWarning(.countOutOfRange) { stack.pop(3) }
        #expect(popped.map(\.screen) == [.settings])
        #expect(stack.top?.screen == .compose)
        _ = expectWarning(.countOutOfRange) { stack.pop() }
        #expect(stack.depth == 6)
    }

    @Test func popToRootClearsTheCurrentNavigation() {
        let stack = fivePushes()
        let popped = stack.popToRoot()
        #expect(popped.count == 5)
        #expect(stack.routes.isEmpty)
        #expect(stack.baseLayer.path.isEmpty)
    }

    @Test func popToRootInsideASheetStopsAtTheSheet() {
        let stack = fivePushes()
        stack.present(.compose, style: .sheet(withNavigation: true))
        stack.push(.profile(9))
        stack.push(.settings)
        stack.popToRoot()
        #expect(stack.top?.screen == .compose)
        #expect(stack.depth == 6)
    }

    @Test func popToRootAtTheRootIsASilentNoOp() {
        let stack = Stack<TestScreen>()
        let log = EventLog(stack)
        let popped = expectNoWarning { stack.popToRoot() }
        #expect(popped.isEmpty)
        #expect(log.events.isEmpty)
    }

    @Test func popToNameFindsTheNamedRoute() {
        let stack = fivePushes()
        stack.pop(to: .name("latest"))
        expectNoDifference(stack.screens, [.inbox, .chat(1), .profile(2), .chat(3)])
        stack.pop(to: .name("chat"))
        expectNoDifference(stack.screens, [.inbox, .chat(1)])
        stack.pop(to: .name("inbox"))
        expectNoDifference(stack.screens, [.inbox])
    }

    @Test func popToValueFindsTheTopmostEqualScreen() {
        let stack = fivePushes()
        stack.push(.profile(2))
        stack.push(.compose)
        stack.pop(to: .screen(.profile(2)))
        expectNoDifference(
            stack.screens, [.inbox, .chat(1), .profile(2), .chat(3), .settings, .profile(2)])
    }

    @Test func popToPredicate() {
        let stack = fivePushes()
        stack.pop(to: .matching { $0.screen == .chat(1) })
        expectNoDifference(stack.screens, [.inbox, .chat(1)])
    }

    @Test func popToID() throws {
        let stack = fivePushes()
        let id = stack.routes[2].id
        let popped = stack.pop(to: .id(id))
        #expect(popped.count == 2)
        #expect(stack.top?.id == id)
    }

    @Test func popToTheTopChangesNothingQuietly() throws {
        let stack = fivePushes()
        let id = try #require(stack.top?.id)
        #expect(stack.pop(to: .id(id)).isEmpty)
        #expect(stack.depth == 5)
    }

    @Test func popToAnUnknownNameIsIgnoredWithAWarning() {
        let stack = fivePushes()
        let log = EventLog(stack)
        let popped = expectWarning(.unknownName) { stack.pop(to: .name("missing")) }
        #expect(popped.isEmpty)
        #expect(stack.depth == 5)
        #expect(log.events.isEmpty)
    }

    @Test func popToAnUnknownIDIsIgnoredWithAWarning() {
        let stack = fivePushes()
        _ = expectWarning(.unknownRoute) { stack.pop(to: .id(.unique())) }
        #expect(stack.depth == 5)
    }

    @Test func popToARouteBelowAPresentationPointsToGoBack() {
        let stack = fivePushes()
        stack.present(.compose, style: .sheet(withNavigation: true))
        _ = expectWarning(.belowPresentation) { stack.pop(to: .name("inbox")) }
        #expect(stack.depth == 6)
    }

    @Test func popToANameNoRouteHasInsideASheetSaysSo() {
        // Not "below a presentation": no route anywhere has the name.
        let stack = fivePushes()
        stack.present(.compose, style: .sheet(withNavigation: true))
        stack.push(.settings)
        _ = expectWarning(.unknownName) { stack.pop(to: .name("missing")) }
        var routes = stack.routes
        #expect(expectWarning(.unknownName) { routes.pop(to: .name("missing")) }.isEmpty)
        #expect(routes == stack.routes)
        #expect(stack.depth == 7)
    }

    @Test func popToTheSheetRootIsAllowed() throws {
        let stack = fivePushes()
        let sheet = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        stack.push(.settings)
        stack.pop(to: .id(sheet))
        #expect(stack.top?.id == sheet)
    }
}
