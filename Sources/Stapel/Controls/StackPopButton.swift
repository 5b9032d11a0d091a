#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A control that pops the stack in the environment, in the style of NavigationStackView's
/// `PopView`: to the previous screen, to the root, or to a route pushed with a name (NavigationStackView's
/// `destinationId`); on tap, when an `isActive` flag turns on, or when a `selection` takes the
/// control's `tag`.
///
/// The target is a `RouteTarget`, as for `Stack.pop(to:)`; leave it out to pop the top
/// screen. Each form exists for a `Stack<AnyScreen>` and, with `for:`, for a typed stack. The
/// short forms pop a typed stack too: inside a container of another screen type they act on
/// that container's stack, where the top, the root, a name and an identifier mean the same,
/// and a `.screen(_:)` or `.matching(_:)` target sees each typed screen as an `AnyScreen`.
/// Outside any container the control is disabled and reports a runtime warning.
///
/// ```swift
/// @State private var loggedOut = false
///
/// var body: some View {
///     VStack {
///         StackPopButton(to: .root) { Text("POP TO ROOT") }
///         StackPopButton(to: .name("aViewId")) { Text("POP TO THE SPECIFIED VIEW") }
///         StackPopButton { Text("POP") }  // in a WithStapel or in a StapelStack of any screens
///         StackPopButton(for: AppScreen.self, to: .root, isActive: $loggedOut) {
///             Text("Log out")
///         }
///     }
/// }
/// ```
public struct StackPopButton<Screen, Label: View>: View {
    private let target: RouteTarget<Screen>?
    private let isActive: Binding<Bool>?
    private let label: Label

    private init(target: RouteTarget<Screen>?, isActive: Binding<Bool>?, label: Label) {
        self.target = target
        self.isActive = isActive
        self.label = label
    }

    /// Creates a control that pops a typed stack when tapped.
    ///
    /// ```swift
    /// StackPopButton(for: Screen.self, to: .root) { Text("Start over") }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the stack in the environment.
    ///   - target: The route to pop back to. The default, `nil`, pops the top screen.
    ///   - label: The control's label.
    public init(
        for screenType: Screen.Type, to target: RouteTarget<Screen>? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.init(target: target, isActive: nil, label: label())
    }

    /// Creates a control that pops a typed stack when a flag turns on, and turns the flag off
    /// again.
    ///
    /// ```swift
    /// @State private var logOut = false
    ///
    /// var body: some View {
    ///     StackPopButton(for: Screen.self, to: .root, isActive: $logOut) { Text("Log out") }
    /// }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the stack in the environment.
    ///   - target: The route to pop back to. The default, `nil`, pops the top screen.
    ///   - isActive: Turning it on pops. A tap turns it on.
    ///   - label: The control's label.
    public init(
        for screenType: Screen.Type, to target: RouteTarget<Screen>? = nil,
        isActive: Binding<Bool>, @ViewBuilder label: () -> Label
    ) {
        self.init(target: target, isActive: isActive, label: label())
    }

    /// Creates a control that pops a typed stack when a selection takes the control's tag,
    /// and clears the selection again.
    ///
    /// ```swift
    /// @State private var target: String?
    ///
    /// var body: some View {
    ///     StackPopButton(for: Screen.self, to: .root, tag: "home", selection: $target) {
    ///         Text("Home")
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the stack in the environment.
    ///   - target: The route to pop back to. The default, `nil`, pops the top screen.
    ///   - tag: The selection value that pops.
    ///   - selection: The selected tag. A tap sets it to `tag`.
    ///   - label: The control's label.
    public init<Tag: Hashable>(
        for screenType: Screen.Type, to target: RouteTarget<Screen>? = nil, tag: Tag,
        selection: Binding<Tag?>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            target: target, isActive: LinkActivation.binding(tag: tag, selection: selection),
            label: label())
    }

    /// Every stack takes a pop: a target converts to the stack's screen type.
    private static func acceptsAny(_ stack: ControlStack) -> Bool { true }

    /// A button that turns the binding on; the pop happens and the binding turns off again.
    public var body: some View {
        ActivatingButton<Screen, Label, _>(
            control: "StackPopButton", isActive: isActive, label: label, accepts: Self.acceptsAny
        ) { stack, active, button in
            button.onChange(of: active.wrappedValue) {
                guard let stack else { return }
                active.wrappedValue = stack.pop(to: target, whenActive: active.wrappedValue)
            }
        }
    }
}

extension StackPopButton where Screen == AnyScreen {
    /// Creates a control that pops when tapped.
    ///
    /// ```swift
    /// StackPopButton(to: .name("child")) { Text("POP") }
    /// ```
    /// - Parameters:
    ///   - target: The route to pop back to. The default, `nil`, pops the top screen.
    ///   - label: The control's label.
    public init(to target: RouteTarget<AnyScreen>? = nil, @ViewBuilder label: () -> Label) {
        self.init(target: target, isActive: nil, label: label())
    }

    /// Creates a control that pops when a flag turns on, and turns the flag off again.
    ///
    /// ```swift
    /// @State private var logOut = false
    ///
    /// var body: some View {
    ///     StackPopButton(to: .root, isActive: $logOut) { Text("Log out") }
    /// }
    /// ```
    /// - Parameters:
    ///   - target: The route to pop back to. The default, `nil`, pops the top screen.
    ///   - isActive: Turning it on pops. A tap turns it on.
    ///   - label: The control's label.
    public init(
        to target: RouteTarget<AnyScreen>? = nil, isActive: Binding<Bool>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(target: target, isActive: isActive, label: label())
    }

    /// Creates a control that pops when a selection takes the control's tag, and clears the
    /// selection again: NavigationStackView's `PopView(destination:tag:selection:)`.
    ///
    /// ```swift
    /// enum Target: Hashable { case root, inbox }
    ///
    /// @State private var target: Target?
    ///
    /// var body: some View {
    ///     StackPopButton(to: .root, tag: Target.root, selection: $target) { Text("Root") }
    /// }
    /// ```
    /// - Parameters:
    ///   - target: The route to pop back to. The default, `nil`, pops the top screen.
    ///   - tag: The selection value that pops.
    ///   - selection: The selected tag. A tap sets it to `tag`.
    ///   - label: The control's label.
    public init<Tag: Hashable>(
        to target: RouteTarget<AnyScreen>? = nil, tag: Tag, selection: Binding<Tag?>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            target: target, isActive: LinkActivation.binding(tag: tag, selection: selection),
            label: label())
    }
}
