#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Hands a control the stack it acts on: the stack of its screen type from the environment,
/// or else its container's stack if the control's screens convert to the container's screen
/// type (`accepts`), or `nil`: then the control warns when it appears, and a control (not a
/// modifier's content) is disabled.
struct StackBoundControl<Screen, Content: View>: View {
    @Environment(Stack<Screen>.self) private var stack: Stack<Screen>?
    @Environment(\.stapelControlStack) private var containerStack
    @Environment(\.stapelContainerScreenType) private var container
    let control: String
    var disablesContent = true
    var accepts: @MainActor (ControlStack) -> Bool = { _ in true }
    @ViewBuilder let content: (ControlStack?) -> Content

    var body: some View {
        let resolved = ControlRequirement.stack(
            own: stack?.controlStack, container: containerStack, accepts: accepts)
        content(resolved)
            .disabled(disablesContent && resolved == nil)
            .onAppear {
                ControlRequirement.check(
                    resolved, control: control, screenType: Screen.self, container: container)
            }
    }
}
