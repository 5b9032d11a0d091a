#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension StackNavigationLink {
    /// Creates a link that pushes a screen onto a typed stack while a flag is on, and turns the
    /// flag off when the screen leaves the stack.
    ///
    /// ```swift
    /// @State private var showsAbout = false
    ///
    /// var body: some View {
    ///     StackNavigationLink(AppScreen.about, isActive: $showsAbout) { Text("About") }
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - isActive: Turning it on pushes, turning it off pops. A tap turns it on.
    ///   - label: The link's label.
    public init(
        _ screen: Screen, name: String? = nil, context: PushContext = PushContext(),
        isActive: Binding<Bool>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            push: ScreenPush(screen, name: name, context: context), isActive: isActive,
            label: label())
    }

    /// Creates a link that pushes a screen onto a typed stack while a selection holds the
    /// link's tag, and clears the selection when the screen leaves the stack.
    ///
    /// ```swift
    /// @State private var selected: Int?
    ///
    /// var body: some View {
    ///     StackNavigationLink(AppScreen.counter(1), tag: 1, selection: $selected) { Text("One") }
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - tag: The selection value that pushes this link's screen.
    ///   - selection: The selected tag. A tap sets it to `tag`.
    ///   - label: The link's label.
    public init<Tag: Hashable>(
        _ screen: Screen, name: String? = nil, context: PushContext = PushContext(), tag: Tag,
        selection: Binding<Tag?>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            push: ScreenPush(screen, name: name, context: context),
            isActive: LinkActivation.binding(tag: tag, selection: selection), label: label())
    }
}

extension StackNavigationLink where Screen == AnyScreen {
    /// Creates a link that pushes a view while a flag is on, and turns the flag off when the
    /// view leaves the stack.
    ///
    /// ```swift
    /// @State private var isActive = false
    ///
    /// var body: some View {
    ///     StackNavigationLink(isActive: $isActive) { Text("PUSH") } destination: { ChildView() }
    /// }
    /// ```
    /// - Parameters:
    ///   - name: A name to pop back to, with `StackPopButton(to: .name(_:))`.
    ///   - isActive: Turning it on pushes, turning it off pops. A tap turns it on.
    ///   - label: The link's label.
    ///   - destination: Builds the view to push.
    public init<Destination: View>(
        name: String? = nil, isActive: Binding<Bool>, @ViewBuilder label: () -> Label,
        @ViewBuilder destination: @escaping @MainActor () -> Destination
    ) {
        self.init(
            push: ScreenPush(view: destination, name: name), isActive: isActive, label: label())
    }

    /// Creates a link that pushes a view while a selection holds the link's tag, and clears
    /// the selection when the view leaves the stack.
    ///
    /// ```swift
    /// enum Destination: Hashable { case child1, child2 }
    ///
    /// @State private var selected: Destination?
    ///
    /// var body: some View {
    ///     StackNavigationLink(tag: Destination.child1, selection: $selected) {
    ///         Text("PUSH TO CHILD 1")
    ///     } destination: {
    ///         Child1()
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - name: A name to pop back to, with `StackPopButton(to: .name(_:))`.
    ///   - tag: The selection value that pushes this link's destination.
    ///   - selection: The selected tag. A tap sets it to `tag`.
    ///   - label: The link's label.
    ///   - destination: Builds the view to push.
    public init<Destination: View, Tag: Hashable>(
        name: String? = nil, tag: Tag, selection: Binding<Tag?>,
        @ViewBuilder label: () -> Label,
        @ViewBuilder destination: @escaping @MainActor () -> Destination
    ) {
        self.init(
            push: ScreenPush(view: destination, name: name),
            isActive: LinkActivation.binding(tag: tag, selection: selection), label: label())
    }
}
