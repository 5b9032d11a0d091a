#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Keeps a pushed route in step with an `isActive` binding, through a ``BoundPush``.
struct BoundPushTrigger<Screen, Content: View>: View {
    @Environment(Stack<Screen>.self) private var stack
    @State private var bound = BoundPush<Screen>()
    let isActive: Binding<Bool>
    let push: @MainActor (Stack<Screen>) -> PushResult
    let content: Content

    var body: some View {
        content
            .onChange(of: isActive.wrappedValue, initial: true) {
                isActive.wrappedValue = bound.update(
                    wantsPushed: isActive.wrappedValue, on: stack
                ) { push(stack) }
            }
            .onChange(of: bound.isPushed) { isActive.wrappedValue = bound.isPushed }
    }
}
