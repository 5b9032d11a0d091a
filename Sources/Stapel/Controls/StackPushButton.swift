#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A control that pushes onto the stack in the environment, in the style of
/// NavigationStackView's `PushView`: on tap, when an `isActive` flag turns on, or when a
/// `selection` takes the control's `tag`.
///
/// Each form exists for a typed stack (`StackPushButton(Screen.detail) { … }`) and for a
/// `Stack<AnyScreen>`, where it pushes a view (`StackPushButton(destination: ChildView())`).
/// The binding forms keep their binding in step with the stack: it turns off when the pushed
/// route leaves the stack (the back button, a swipe, a pop), and turning it off pops the route.
/// A `name` names the route, so that ``StackPopButton`` or
/// `Stack.pop(_:)` can come back to it. Outside a container of its screen type the control is
/// disabled and reports a runtime warning.
///
/// ```swift
/// enum Destination: Hashable { case child1, child2 }
///
/// @State private var isActive = false
/// @State private var selected: Destination?
///
/// var body: some View {
///     StackPushButton(destination: ChildView(), name: "child") {
///         Text("PUSH")
///     }
///     StackPushButton(destination: ChildView(), isActive: $isActive) { Text("PUSH") }
///     StackPushButton(destination: Child1(), tag: Destination.child1, selection: $selected) {
///         Text("PUSH TO CHILD 1")
///     }
///     StackPushButton(AppScreen.counter(0)) { Text("Counter") }  // in a StapelStack
/// }
/// ```
public struct StackPushButton<Screen, Label: View>: View {
    private let isActive: Binding<Bool>?
    private let push: ScreenPush
    private let label: Label

    private init(isActive: Binding<Bool>?, push: ScreenPush, label: Label) {
        self.isActive = isActive
        self.push = push
        self.label = label
    }

    /// Creates a control that pushes a screen onto a typed stack when tapped.
    ///
    /// ```swift
    /// StackPushButton(AppScreen.counter(0), name: "counter") { Text("Counter") }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The control's label.
    public init(
        _ screen: Screen, name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            isActive: nil, push: ScreenPush(screen, name: name, context: context),
            label: label())
    }

    /// Creates a control that pushes a screen onto a typed stack while a flag is on, and
    /// turns the flag off when the screen leaves the stack.
    ///
    /// ```swift
    /// @State private var showsAbout = false
    ///
    /// var body: some View {
    ///     StackPushButton(AppScreen.about, isActive: $showsAbout) { Text("About") }
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - isActive: Turning it on pushes, turning it off pops. A tap turns it on.
    ///   - label: The control's label.
    public init(
        _ screen: Screen, name: String? = nil, context: PushContext = PushContext(),
        isActive: Binding<Bool>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            isActive: isActive, push: ScreenPush(screen, name: name, context: context),
            label: label())
    }

    /// Creates a control that pushes a screen onto a typed stack while a selection holds the
    /// control's tag, and clears the selection when the screen leaves the stack.
    ///
    /// ```swift
    /// @State private var selected: Int?
    ///
    /// var body: some View {
    ///     StackPushButton(AppScreen.counter(1), tag: 1, selection: $selected) { Text("One") }
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - tag: The selection value that pushes this control's screen.
    ///   - selection: The selected tag. A tap sets it to `tag`.
    ///   - label: The control's label.
    public init<Tag: Hashable>(
        _ screen: Screen, name: String? = nil, context: PushContext = PushContext(), tag: Tag,
        selection: Binding<Tag?>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            isActive: LinkActivation.binding(tag: tag, selection: selection),
            push: ScreenPush(screen, name: name, context: context), label: label())
    }

    /// A button that turns the binding on; the push follows the binding.
    public var body: some View {
        ActivatingButton<Screen, Label, _>(
            control: "StackPushButton", isActive: isActive, label: label, accepts: push.accepts
        ) { stack, active, button in
            BoundPushTrigger<Screen, _>(
                stack: stack, isActive: active,
                push: { push.perform(on: $0, control: "StackPushButton") },
                content: button)
        }
    }
}

extension StackPushButton where Screen == AnyScreen {
    /// Creates a control that pushes its destination view when tapped.
    ///
    /// ```swift
    /// StackPushButton(destination: ChildView()) { Text("PUSH") }
    /// ```
    /// - Parameters:
    ///   - destination: The view to push.
    ///   - name: A name to pop back to, with `StackPopButton(to: .name(_:))`.
    ///   - label: The control's label.
    public init<Destination: View>(
        destination: Destination, name: String? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(
            isActive: nil, push: ScreenPush(view: destination, name: name),
            label: label())
    }

    /// Creates a control that pushes its destination view while a flag is on, and turns the
    /// flag off when the view leaves the stack.
    ///
    /// ```swift
    /// @State private var isActive = false
    ///
    /// var body: some View {
    ///     StackPushButton(destination: ChildView(), isActive: $isActive) { Text("PUSH") }
    /// }
    /// ```
    /// - Parameters:
    ///   - destination: The view to push.
    ///   - name: A name to pop back to, with `StackPopButton(to: .name(_:))`.
    ///   - isActive: Turning it on pushes, turning it off pops. A tap turns it on.
    ///   - label: The control's label.
    public init<Destination: View>(
        destination: Destination, name: String? = nil, isActive: Binding<Bool>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            isActive: isActive, push: ScreenPush(view: destination, name: name),
            label: label())
    }

    /// Creates a control that pushes its destination view while a selection holds the
    /// control's tag, and clears the selection when the view leaves the stack.
    ///
    /// ```swift
    /// enum Destination: Hashable { case child1, child2 }
    ///
    /// @State private var selected: Destination?
    ///
    /// var body: some View {
    ///     StackPushButton(destination: Child1(), tag: Destination.child1, selection: $selected) {
    ///         Text("PUSH TO CHILD 1")
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - destination: The view to push.
    ///   - name: A name to pop back to, with `StackPopButton(to: .name(_:))`.
    ///   - tag: The selection value that pushes this control's destination.
    ///   - selection: The selected tag. A tap sets it to `tag`.
    ///   - label: The control's label.
    public init<Destination: View, Tag: Hashable>(
        destination: Destination, name: String? = nil, tag: Tag,
        selection: Binding<Tag?>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            isActive: LinkActivation.binding(tag: tag, selection: selection),
            push: ScreenPush(view: destination, name: name), label: label())
    }
}
