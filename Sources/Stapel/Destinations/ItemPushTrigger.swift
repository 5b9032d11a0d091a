#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Keeps a pushed route in step with an optional-item binding, through a `BoundPush`. Without
/// a stack it changes nothing.
struct ItemPushTrigger<Screen, Item: Sendable, Content: View>: View {
    @State private var bound = BoundPush<Screen>()
    let stack: ControlStack?
    let item: Binding<Item?>
    let push: @MainActor (ControlStack, Item) -> PushResult?
    let content: Content

    var body: some View {
        content
            .onChange(of: LinkActivation.isActive(item: item.wrappedValue), initial: true) {
                guard let stack else { return }
                item.wrappedValue = bound.update(item: item.wrappedValue, on: stack) {
                    push(stack, $0)
                }
            }
            .onChange(of: bound.isPushed) {
                item.wrappedValue = LinkActivation.item(
                    settingActive: bound.isPushed, current: item.wrappedValue)
            }
    }
}
