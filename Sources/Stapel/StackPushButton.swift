#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A control that pushes a view onto the `Stack<AnyScreen>` in the environment, in the style of
/// NavigationStackView's `PushView`: on tap, when an `isActive` flag turns on, or when a
/// `selection` takes the control's `tag`.
///
/// The binding forms keep their binding in step with the stack: it turns off when the pushed
/// view leaves the stack (the back button, a swipe, a pop), and turning it off pops the view.
/// A `destinationId` names the route, so that ``StackPopButton`` or
/// `Stack.pop(_:)` can come back to it.
///
/// ```swift
/// StackPushButton(destination: ChildView(), destinationId: "child") {
///     Text("PUSH")
/// }
/// StackPushButton(destination: ChildView(), isActive: $isActive) { Text("PUSH") }
/// StackPushButton(destination: Child1(), tag: Destination.child1, selection: $selected) {
///     Text("PUSH TO CHILD 1")
/// }
/// ```
public struct StackPushButton<Label: View, Destination: View>: View {
    @State private var tapped = false
    private let isActive: Binding<Bool>?
    private let destination: Destination
    private let destinationId: String?
    private let label: Label

    /// Creates a control that pushes its destination when tapped.
    ///
    /// ```swift
    /// StackPushButton(destination: ChildView()) { Text("PUSH") }
    /// ```
    /// - Parameters:
    ///   - destination: The view to push.
    ///   - destinationId: A name to pop back to later.
    ///   - label: The control's label.
    public init(
        destination: Destination, destinationId: String? = nil, @ViewBuilder label: () -> Label
    ) {
        self.isActive = nil
        self.destination = destination
        self.destinationId = destinationId
        self.label = label()
    }

    /// Creates a control that pushes its destination while a flag is on, and turns the flag
    /// off when the destination leaves the stack.
    ///
    /// ```swift
    /// StackPushButton(destination: ChildView(), isActive: $isActive) { Text("PUSH") }
    /// ```
    /// - Parameters:
    ///   - destination: The view to push.
    ///   - destinationId: A name to pop back to later.
    ///   - isActive: Whether the destination is pushed. A tap turns it on.
    ///   - label: The control's label.
    public init(
        destination: Destination, destinationId: String? = nil, isActive: Binding<Bool>,
        @ViewBuilder label: () -> Label
    ) {
        self.isActive = isActive
        self.destination = destination
        self.destinationId = destinationId
        self.label = label()
    }

    /// Creates a control that pushes its destination while a selection equals its tag, and
    /// clears the selection when the destination leaves the stack.
    ///
    /// ```swift
    /// StackPushButton(destination: Child2(), tag: Destination.child2, selection: $selected) {
    ///     Text("PUSH TO CHILD 2")
    /// }
    /// ```
    /// - Parameters:
    ///   - destination: The view to push.
    ///   - destinationId: A name to pop back to later.
    ///   - tag: The selection value that pushes this control's destination.
    ///   - selection: The selected tag, or `nil`. A tap selects `tag`.
    ///   - label: The control's label.
    public init<Tag: Hashable & Sendable>(
        destination: Destination, destinationId: String? = nil, tag: Tag,
        selection: Binding<Tag?>, @ViewBuilder label: () -> Label
    ) {
        self.isActive = Binding(
            get: { LinkActivation.isActive(selection: selection.wrappedValue, tag: tag) },
            set: {
                selection.wrappedValue = LinkActivation.selection(
                    settingActive: $0, current: selection.wrappedValue, tag: tag)
            }
        )
        self.destination = destination
        self.destinationId = destinationId
        self.label = label()
    }

    /// A button that turns the binding on, kept in step with the stack.
    public var body: some View {
        let active = isActive ?? $tapped
        BoundPushTrigger(
            isActive: active,
            push: { $0.push(view: destination, name: destinationId) },
            content: Button(action: { active.wrappedValue = true }, label: { label })
        )
    }
}
