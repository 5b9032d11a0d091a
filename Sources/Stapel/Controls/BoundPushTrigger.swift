#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Keeps a pushed route in step with an `isActive` binding, through a `BoundPush`. Without a
/// stack it changes nothing.
struct BoundPushTrigger<Screen, Content: View>: View {
    @State private var bound = BoundPush<Screen>()
    let stack: ControlStack?
    let isActive: Binding<Bool>
    let push: @MainActor (ControlStack) -> PushResult?
    let content: Content

    var body: some View {
        content
            .onChange(of: isActive.wrappedValue, initial: true) {
                guard let stack else { return }
                isActive.wrappedValue = bound.update(
                    wantsPushed: isActive.wrappedValue, on: stack
                ) { push(stack) }
            }
            .onChange(of: bound.isPushed) { isActive.wrappedValue = bound.isPushed }
    }
}
