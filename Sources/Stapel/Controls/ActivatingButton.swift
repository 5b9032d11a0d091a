#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The button of a control that acts when a flag turns on, as NavigationStackView's `PushView`
/// and `PopView` do: a tap turns the flag on. The flag is the control's `isActive` binding, or
/// the button's own state when it has none. `content` receives the stack the control acts on
/// (see `StackBoundControl`; `nil` when there is none), the flag and the button, and does the
/// control's work.
struct ActivatingButton<Screen, Label: View, Content: View>: View {
    @State private var tapped = false
    let control: String
    let isActive: Binding<Bool>?
    let label: Label
    let accepts: @MainActor (ControlStack) -> Bool
    @ViewBuilder let content: (ControlStack?, Binding<Bool>, Button<Label>) -> Content

    var body: some View {
        let active = isActive ?? $tapped
        StackBoundControl<Screen, _>(control: control, accepts: accepts) { stack in
            content(stack, active, Button(action: { active.wrappedValue = true }, label: { label }))
        }
    }
}
