#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A list row that pushes onto the stack in the environment when tapped, with the trailing
/// disclosure chevron of a navigation row.
///
/// It is a `Button` whose label ends in the `chevron.forward` symbol, not a `NavigationLink`.
/// A `NavigationLink(value:)` would append to the navigation stack's path itself, before the
/// stack's evaluator has decided, and the stack is the source of truth: a rejected or offered
/// push would show for a moment and spring back. A button asks the stack first; the row keeps
/// the native look (primary label, tertiary chevron) and the whole row is the tap target.
///
/// ```swift
/// List(recipes, id: \.id) { recipe in
///     StackNavigationRow(value: recipe) { Text(recipe.title) }
/// }
/// ```
public struct StackNavigationRow<Screen, Label: View>: View {
    private let link: StackNavigationLink<Screen, DisclosureRowLabel<Label>>

    /// Creates a row that pushes a screen value onto a typed stack.
    ///
    /// ```swift
    /// StackNavigationRow(Screen.detail(id: id)) { Text("Details") }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The row's label.
    public init(
        _ screen: Screen, name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label
    ) {
        let label = DisclosureRowLabel(label: label())
        link = StackNavigationLink(screen, name: name, context: context) { label }
    }

    // Declared here rather than with the `Sendable` form, whose symbol it would otherwise share.

    /// Creates a row that pushes a value whose `Hashable` conformance is isolated to the main
    /// actor, as every type's is in an app target built with main-actor isolation by default.
    ///
    /// ```swift
    /// StackNavigationRow(value: recipe) { Text(recipe.title) }
    /// ```
    /// - Parameters:
    ///   - value: The value to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The row's label.
    @_disfavoredOverload
    public init(
        value: some Hashable, name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label
    ) where Screen == AnyScreen {
        let label = DisclosureRowLabel(label: label())
        let screen = AnyScreen(onMainActor: value)
        link = StackNavigationLink(screen, name: name, context: context) { label }
    }

    /// The label and a chevron in a link that pushes.
    public var body: some View {
        link
    }
}

extension StackNavigationRow where Screen == AnyScreen {
    /// Creates a row that pushes a view, built when the row is tapped.
    ///
    /// ```swift
    /// StackNavigationRow(label: { Text("Item 1") }) { DetailView(name: "Item 1") }
    /// ```
    /// - Parameters:
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The row's label.
    ///   - destination: Builds the view to push.
    public init<Destination: View>(
        name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label,
        @ViewBuilder destination: @escaping @MainActor () -> Destination
    ) {
        let label = DisclosureRowLabel(label: label())
        link = StackNavigationLink(
            name: name, context: context, label: { label }, destination: destination)
    }

    /// Creates a row that pushes a value: drawn by its `stapelDestination(for:)` builder, or,
    /// in a typed ``StapelStack``, as the container's screen when the value has that type.
    ///
    /// ```swift
    /// StackNavigationRow(value: recipe) { Text(recipe.title) }
    /// ```
    /// - Parameters:
    ///   - value: The value to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The row's label.
    public init<Value: Hashable & Sendable>(
        value: Value, name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label
    ) {
        let label = DisclosureRowLabel(label: label())
        link = StackNavigationLink(value: value, name: name, context: context) { label }
    }
}
