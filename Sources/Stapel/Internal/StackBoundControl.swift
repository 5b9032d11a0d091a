#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Hands a control the stack of its screen type from the environment, or `nil`: then the
/// control warns when it appears, and a control (not a modifier's content) is disabled.
struct StackBoundControl<Screen, Content: View>: View {
    @Environment(Stack<Screen>.self) private var stack: Stack<Screen>?
    @Environment(\.stapelContainerScreenType) private var container
    let control: String
    var disablesContent = true
    @ViewBuilder let content: (Stack<Screen>?) -> Content

    var body: some View {
        content(stack)
            .disabled(disablesContent && stack == nil)
            .onAppear { ControlRequirement.check(stack, control: control, container: container) }
    }
}
