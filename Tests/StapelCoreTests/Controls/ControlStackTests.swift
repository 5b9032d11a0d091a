import PropertyBased
import StapelCore
import Testing

@MainActor
@Suite("Controls written without their container's screen type")
struct ControlStackTests {
    @Test func aWrappedScreenConvertsToItsOwnType() async {
        await propertyCheck(input: Gen.int(in: -100...100)) { value in
            #expect(ScreenConversion.screen(from: AnyScreen(value), as: Int.self) == value)
            #expect(ScreenConversion.screen(from: value, as: Int.self) == value)
            #expect(ScreenConversion.screen(from: AnyScreen(value), as: String.self) == nil)
            #expect(
                ScreenConversion.screen(from: AnyScreen(value), as: AnyScreen.self)
                    == AnyScreen(value))
        }
    }

    @Test func aBareValueDoesNotBecomeAnAnyScreen() {
        #expect(ScreenConversion.screen(from: TestScreen.inbox, as: AnyScreen.self) == nil)
        #expect(!ScreenConversion.converts("inbox", to: TestScreen.self))
    }

    @Test func anAnyScreenValueShowsOnATypedStack() {
        let stack = Stack<TestScreen>()
        let result = stack.controlStack.show(
            AnyScreen(TestScreen.chat(1)), style: .push, name: "chat", control: "Link")
        #expect(result?.outcome == .pushed)
        #expect(stack.screens == [.chat(1)])
        #expect(stack.routes.map(\.name) == ["chat"])
    }

    @Test func aStyleShowsAsAPresentation() {
        let stack = Stack<TestScreen>()
        stack.controlStack.show(
            TestScreen.compose, style: .sheet(withNavigation: true), control: "Link")
        #expect(stack.routes.map(\.style) == [.sheet(withNavigation: true)])
    }

    @Test func aValueOfAnotherTypeWarnsAndChangesNothing() {
        let stack = Stack<TestScreen>()
        expectWarning(.screenTypeMismatch) {
            #expect(stack.controlStack.show(AnyScreen("x"), style: .push, control: "Link") == nil)
        }
        #expect(stack.routes.isEmpty)
        #expect(!stack.controlStack.accepts(AnyScreen("x")))
        #expect(stack.controlStack.accepts(AnyScreen(TestScreen.inbox)))
    }

    @Test func anAnyScreenTargetPopsATypedStack() {
        let stack = Stack<TestScreen>(routes: [
            .push(.inbox, name: "inbox"), .push(.chat(1)), .push(.settings),
        ])
        stack.controlStack.pop(to: RouteTarget<AnyScreen>.name("inbox"), whenActive: true)
        #expect(stack.screens == [.inbox])
        stack.controlStack.pop(to: RouteTarget<AnyScreen>?.none, whenActive: true)
        #expect(stack.screens.isEmpty)
    }

    @Test func anAnyScreenConditionFindsTypedScreens() async {
        await propertyCheck(input: Gen.int(in: 1...6), Gen.int(in: 0...5)) { count, pick in
            let screens = (0..<count).map { TestScreen.chat($0) }
            let stack = Stack<TestScreen>(routes: screens.map { .push($0) })
            let target = pick % count
            let anyTarget = RouteTarget<AnyScreen>.screen(AnyScreen(TestScreen.chat(target)))
            stack.pop(to: anyTarget.converted(to: TestScreen.self))
            #expect(stack.screens == Array(screens.prefix(target + 1)))
        }
    }

    @Test func aConvertedConditionSkipsScreensOfAnotherType() {
        let stack = Stack<AnyScreen>(routes: [
            .push(AnyScreen(TestScreen.inbox)), .push(AnyScreen("other")),
            .push(AnyScreen(TestScreen.settings)),
        ])
        let target = RouteTarget<TestScreen>.screen(.inbox).converted(to: AnyScreen.self)
        stack.pop(to: target)
        #expect(stack.screens == [AnyScreen(TestScreen.inbox)])
    }

    @Test func theStackIsFoundOnlyWhenTheControlsScreensConvert() {
        let stack = Stack<TestScreen>()
        let own = Stack<AnyScreen>().controlStack
        #expect(
            ControlRequirement.stack(own: own, container: stack.controlStack) { _ in false } == own)
        #expect(
            ControlRequirement.stack(own: nil, container: stack.controlStack) { _ in true }
                == stack.controlStack)
        #expect(
            ControlRequirement.stack(own: nil, container: stack.controlStack) { _ in false } == nil)
        #expect(ControlRequirement.stack(own: nil, container: nil) { _ in true } == nil)
    }

    @Test func theControlsOfAStackThatIsGoneHoldNoRoute() {
        var stack: Stack<TestScreen>? = Stack(routes: [.push(.inbox)])
        let controls = stack?.controlStack
        let id = stack?.routes[0].id ?? .unique()
        #expect(controls?.contains(id) == true)
        stack = nil
        #expect(controls?.contains(id) == false)
    }

    @Test func aBoundPushThroughTheControlStackFollowsTheRoute() {
        let stack = Stack<TestScreen>()
        let controls = stack.controlStack
        let bound = BoundPush<AnyScreen>()
        let pushed = bound.update(wantsPushed: true, on: controls) {
            controls.show(AnyScreen(TestScreen.chat(2)), style: .push, control: "Button")
        }
        #expect(pushed)
        #expect(stack.screens == [.chat(2)])
        stack.pop()
        #expect(!bound.isPushed)
        #expect(bound.update(wantsPushed: true, on: controls) { nil } == false)
    }
}
