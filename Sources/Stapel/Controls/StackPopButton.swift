#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A control that pops the stack in the environment, in the style of NavigationStackView's
/// `PopView`: to the previous view, to the root, or to a view pushed with a `destinationId`;
/// on tap, when an `isActive` flag turns on, or when a `selection` takes the control's `tag`.
///
/// Each form exists for a `Stack<AnyScreen>` and, with `for:`, for a typed stack. Outside a
/// container of its screen type the control is disabled and reports a runtime warning.
///
/// ```swift
/// VStack {
///     StackPopButton(destination: .root) { Text("POP TO ROOT") }
///     StackPopButton(destination: .view(withId: "aViewId")) { Text("POP TO THE SPECIFIED VIEW") }
///     StackPopButton { Text("POP") }
///     StackPopButton(for: AppScreen.self, destination: .root, isActive: $loggedOut) {
///         Text("Log out")
///     }
/// }
/// ```
public struct StackPopButton<Screen, Label: View>: View {
    @State private var tapped = false
    private let destination: PopDestination
    private let isActive: Binding<Bool>?
    private let label: Label

    private init(destination: PopDestination, isActive: Binding<Bool>?, label: Label) {
        self.destination = destination
        self.isActive = isActive
        self.label = label
    }

    /// Creates a control that pops a typed stack when tapped.
    ///
    /// ```swift
    /// StackPopButton(for: Screen.self, destination: .root) { Text("Start over") }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the stack in the environment.
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - label: The control's label.
    public init(
        for screenType: Screen.Type, destination: PopDestination = .previous,
        @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, isActive: nil, label: label())
    }

    /// Creates a control that pops a typed stack when a flag turns on, and turns the flag off
    /// again.
    ///
    /// ```swift
    /// StackPopButton(for: Screen.self, destination: .root, isActive: $logOut) { Text("Log out") }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the stack in the environment.
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - isActive: Turning it on pops. A tap turns it on.
    ///   - label: The control's label.
    public init(
        for screenType: Screen.Type, destination: PopDestination = .previous,
        isActive: Binding<Bool>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, isActive: isActive, label: label())
    }

    /// Creates a control that pops a typed stack when a selection takes the control's tag,
    /// and clears the selection again.
    ///
    /// ```swift
    /// StackPopButton(for: Screen.self, destination: .root, tag: .home, selection: $target) {
    ///     Text("Home")
    /// }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the stack in the environment.
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - tag: The selection value that pops.
    ///   - selection: The selected tag. A tap sets it to `tag`.
    ///   - label: The control's label.
    public init<Tag: Hashable & Sendable>(
        for screenType: Screen.Type, destination: PopDestination = .previous, tag: Tag,
        selection: Binding<Tag?>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            destination: destination,
            isActive: LinkActivation.binding(tag: tag, selection: selection), label: label())
    }

    /// A button that turns the binding on; the pop happens and the binding turns off again.
    public var body: some View {
        let active = isActive ?? $tapped
        StackBoundControl<Screen, _>(control: "StackPopButton") { stack in
            Button(action: { active.wrappedValue = true }, label: { label })
                .onChange(of: active.wrappedValue) {
                    guard let stack else { return }
                    active.wrappedValue = stack.pop(destination, whenActive: active.wrappedValue)
                }
        }
    }
}

extension StackPopButton where Screen == AnyScreen {
    /// Creates a control that pops when tapped.
    ///
    /// ```swift
    /// StackPopButton(destination: .view(withId: "child")) { Text("POP") }
    /// ```
    /// - Parameters:
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - label: The control's label.
    public init(destination: PopDestination = .previous, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: nil, label: label())
    }

    /// Creates a control that pops when a flag turns on, and turns the flag off again.
    ///
    /// ```swift
    /// StackPopButton(destination: .root, isActive: $logOut) { Text("Log out") }
    /// ```
    /// - Parameters:
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - isActive: Turning it on pops. A tap turns it on.
    ///   - label: The control's label.
    public init(
        destination: PopDestination = .previous, isActive: Binding<Bool>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, isActive: isActive, label: label())
    }

    /// Creates a control that pops when a selection takes the control's tag, and clears the
    /// selection again: NavigationStackView's `PopView(destination:tag:selection:)`.
    ///
    /// ```swift
    /// StackPopButton(destination: .root, tag: Target.root, selection: $target) { Text("Root") }
    /// ```
    /// - Parameters:
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - tag: The selection value that pops.
    ///   - selection: The selected tag. A tap sets it to `tag`.
    ///   - label: The control's label.
    public init<Tag: Hashable & Sendable>(
        destination: PopDestination = .previous, tag: Tag, selection: Binding<Tag?>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            destination: destination,
            isActive: LinkActivation.binding(tag: tag, selection: selection), label: label())
    }
}
