#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A button that pushes onto the stack in the environment when tapped, Stapel's
/// `StackNavigationLink`.
///
/// The push goes through the stack like any other, so the evaluator of the layer it lands on
/// decides. For a list row with the system disclosure look, use StackNavigationRow. Outside
/// a container of its screen type the link is disabled and reports a runtime warning.
///
/// ```swift
/// StackNavigationLink(label: { Text("Push a new view!") }) {
///     Text("Pushed view")
/// }
/// StackNavigationLink(Screen.settings) { Text("Settings") }
/// ```
public struct StackNavigationLink<Screen, Label: View>: View {
    private let push: @MainActor (Stack<Screen>) -> Void
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
        self.push = { $0.push(screen, name: name, context: context) }
        self.label = label()
    }

    // Declared here rather than with the `Sendable` form, whose symbol it would otherwise share.

    /// Creates a link that pushes a value whose `Hashable` conformance is isolated to the main
    /// actor, as every type's is in an app target built with main-actor isolation by default.
    ///
    /// ```swift
    /// StackNavigationLink(value: recipe) { Text(recipe.title) }
    /// ```
    /// - Parameters:
    ///   - value: The value to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The link's label.
    @_disfavoredOverload
    public init(
        value: some Hashable, name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label
    ) where Screen == AnyScreen {
        let screen = AnyScreen(onMainActor: value)
        self.push = { $0.push(screen, name: name, context: context) }
        self.label = label()
    }

    /// The label in a button that pushes.
    public var body: some View {
        StackBoundControl<Screen, _>(control: "StackNavigationLink") { stack in
            Button(action: { _ = stack.map(push) }, label: { label })
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
        self.push = { $0.push(view: destination(), name: name, context: context) }
        self.label = label()
    }

    /// Creates a link that pushes a value, drawn by its `stapelDestination(for:)` builder.
    ///
    /// ```swift
    /// StackNavigationLink(value: recipe) { Text(recipe.title) }
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
        self.push = { $0.push(AnyScreen(value), name: name, context: context) }
        self.label = label()
    }
}
