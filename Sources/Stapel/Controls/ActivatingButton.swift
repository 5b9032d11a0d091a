#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The button of a control that acts when a flag turns on, as NavigationStackView's `PushView`
/// and `PopView` do: a tap turns the flag on. The flag is the control's `isActive` binding, or
/// the button's own state when it has none. `content` receives the stack of the control's
/// screen type (`nil` outside a container of that type), the flag and the button, and does the
/// control's work.
struct ActivatingButton<Screen, Label: View, Content: View>: View {
    @State private var tapped = false
    let control: String
    let isActive: Binding<Bool>?
    let label: Label
    @ViewBuilder let content: (Stack<Screen>?, Binding<Bool>, Button<Label>) -> Content

    var body: some View {
        let active = isActive ?? $tapped
        StackBoundControl<Screen, _>(control: control) { stack in
            content(stack, active, Button(action: { active.wrappedValue = true }, label: { label }))
        }
    }
}
