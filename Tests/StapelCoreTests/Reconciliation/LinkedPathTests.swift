@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Values a NavigationLink appends to a layer's path")
struct LinkedPathTests {
    func screen(_ value: AnyHashable) -> TestScreen? {
        value.base as? TestScreen
    }

    @Test func anAppendedValueIsPushed() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        let path = stack.baseLayer.path.map(AnyHashable.init) + [AnyHashable(TestScreen.chat(1))]
        let results = stack.reportLinkedPath(path, ofLayerStartedBy: nil, screen: screen)
        #expect(results.map(\.outcome) == [.pushed])
        #expect(stack.screens == [.inbox, .chat(1)])
    }

    @Test func identifiersAloneAreTheUsersPops() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox), .push(.settings)])
        let path = stack.baseLayer.path.prefix(1).map(AnyHashable.init)
        #expect(stack.reportLinkedPath(path, ofLayerStartedBy: nil, screen: screen).isEmpty)
        #expect(stack.screens == [.inbox])
    }

    @Test func aValueThatIsNoScreenWarnsAndChangesNothing() {
        let stack = Stack<TestScreen>()
        expectWarning(.screenTypeMismatch) {
            let results = stack.reportLinkedPath(
                [AnyHashable("x")], ofLayerStartedBy: nil, screen: screen)
            #expect(results.isEmpty)
        }
        #expect(stack.screens.isEmpty)
    }

    @Test func aStaleAppendIsIgnored() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        let stale = [AnyHashable(RouteID.unique()), AnyHashable(TestScreen.chat(1))]
        #expect(stack.reportLinkedPath(stale, ofLayerStartedBy: nil, screen: screen).isEmpty)
        #expect(stack.screens == [.inbox])
    }

    @Test func anAppendToAPresentedLayerLandsOnTop() {
        let stack = Stack<TestScreen>(routes: [
            .push(.inbox), .sheet(.compose, withNavigation: true),
        ])
        let sheetID = stack.routes[1].id
        stack.reportLinkedPath(
            [AnyHashable(TestScreen.settings)], ofLayerStartedBy: sheetID, screen: screen)
        #expect(stack.screens == [.inbox, .compose, .settings])
        #expect(stack.layer(startedBy: sheetID)?.path.count == 1)
    }
}
