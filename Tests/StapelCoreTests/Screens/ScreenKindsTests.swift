import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

private struct Recipe: Hashable, Sendable {
    var id: Int
}

/// Typed, heterogeneous and opaque screens all run on the same `Stack`.
@MainActor
@Suite("Screen kinds")
struct ScreenKindsTests {
    @Test func anyScreenHoldsMixedTypes() {
        let stack = Stack<AnyScreen>()
        stack.push(AnyScreen(Recipe(id: 3)))
        stack.push(AnyScreen("settings"))
        stack.push(AnyScreen(7))
        #expect(stack.routes[0].screen.as(Recipe.self) == Recipe(id: 3))
        #expect(stack.routes[1].screen.as(String.self) == "settings")
        #expect(stack.routes[2].screen.as(String.self) == nil)
        #expect(ObjectIdentifier(stack.routes[2].screen.valueType) == ObjectIdentifier(Int.self))
        stack.pop(to: .screen(AnyScreen("settings")))
        #expect(stack.depth == 2)
    }

    @Test func anyScreenEqualityFollowsTheValueAndItsType() {
        #expect(AnyScreen(1) == AnyScreen(1))
        #expect(AnyScreen(1) != AnyScreen(2))
        #expect(AnyScreen(1) != AnyScreen("1"))
        #expect(AnyScreen(AnyScreen(1)) == AnyScreen(1))
        #expect(Set([AnyScreen(1), AnyScreen(1), AnyScreen("1")]).count == 2)
        #expect(AnyScreen(Recipe(id: 2)).description == "Recipe(id: 2)")
    }

    @Test func opaqueScreensHaveTheirOwnIdentity() {
        let a = OpaqueScreen(payload: "same")
        let b = OpaqueScreen(payload: "same")
        #expect(a == a)
        #expect(a != b)
        #expect(a.payload as? String == "same")
        #expect(AnyScreen(a) != AnyScreen(b))
    }

    @Test func opaqueAndTypedScreensMixInOneStack() {
        let stack = Stack<AnyScreen>()
        let view = OpaqueScreen(payload: 42)
        stack.push(AnyScreen(Recipe(id: 1)))
        stack.push(AnyScreen(view))
        stack.present(AnyScreen("sheet"), style: .sheet(withNavigation: true))
        stack.goBack(to: .screen(AnyScreen(view)))
        #expect(stack.top?.screen.as(OpaqueScreen.self)?.payload as? Int == 42)
    }

    @Test func aTypedEnumMayCarryAnOpaqueCase() {
        enum Screen: Hashable, Sendable {
            case home
            case adHoc(OpaqueScreen)
        }
        let stack = Stack<Screen>()
        stack.push(.home)
        stack.push(.adHoc(OpaqueScreen(payload: "view")))
        guard case .adHoc(let screen)? = stack.top?.screen else {
            Issue.record("expected the opaque screen on top")
            return
        }
        #expect(screen.payload as? String == "view")
    }
}
