#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A button that pushes onto the stack in the environment when tapped, Stapel's
/// `StackNavigationLink`.
///
/// The push goes through the stack like any other, so the evaluator of the layer it lands on
/// decides. For a list row with the system disclosure look, use StackNavigationRow.
///
/// `StackNavigationLink(value:)` works in every container: in a typed ``StapelStack`` a value
/// of the container's screen type is pushed as that screen, so the screen type need not be
/// spelled out. A link whose screen the container cannot hold (a view in a typed stack, a
/// value of another type), or a link outside any container, is disabled and reports a runtime
/// warning.
///
/// ```swift
/// StackNavigationLink(label: { Text("Push a new view!") }) {
///     Text("Pushed view")
/// }
/// StackNavigationLink(Screen.settings) { Text("Settings") }
/// StackNavigationLink(value: Screen.settings) { Text("Settings") }  // the same push
/// ```
public struct StackNavigationLink<Screen, Label: View>: View {
    private let push: ScreenPush
    private let label: Label

    /// Creates a link that pushes a screen value onto a typed stack.
    ///
    /// ```swift
    /// StackNavigationLink(Screen.detail(id), name: "detail") { Text("Open") }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The link's label.
    public init(
        _ screen: Screen, name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label
    ) {
        self.push = ScreenPush(screen, name: name, context: context)
        self.label = label()
    }

    /// The label in a button that pushes.
    public var body: some View {
        StackBoundControl<Screen, _>(control: "StackNavigationLink", accepts: push.accepts) {
            stack in
            Button(
                action: { _ = stack.map { push.perform(on: $0, control: "StackNavigationLink") } },
                label: { label })
        }
    }
}

extension StackNavigationLink where Screen == AnyScreen {
    /// Creates a link that pushes a view, built when the link is tapped.
    ///
    /// ```swift
    /// StackNavigationLink(label: { Text("Push a new view!") }) {
    ///     Text("Pushed view")
    /// }
    /// ```
    /// - Parameters:
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The link's label.
    ///   - destination: Builds the view to push.
    public init<Destination: View>(
        name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label,
        @ViewBuilder destination: @escaping @MainActor () -> Destination
    ) {
        self.push = ScreenPush(view: destination, name: name, context: context)
        self.label = label()
    }

    /// Creates a link that pushes a value: in a ``WithStapel``, drawn by its
    /// `stapelDestination(for:)` builder; in a typed ``StapelStack``, as the container's screen
    /// when the value has that type.
    ///
    /// ```swift
    /// StackNavigationLink(value: recipe) { Text(recipe.title) }
    /// StackNavigationLink(value: Screen.detail(id)) { Text("Details") }  // in a StapelStack
    /// ```
    /// - Parameters:
    ///   - value: The value to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The link's label.
    public init<Value: Hashable & Sendable>(
        value: Value, name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label
    ) {
        self.push = ScreenPush(AnyScreen(value), name: name, context: context)
        self.label = label()
    }
}
