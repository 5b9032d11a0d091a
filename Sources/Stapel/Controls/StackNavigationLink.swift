#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A button that pushes onto the stack in the environment when tapped, Stapel's
/// `StackNavigationLink`, or presents a sheet or cover, as FlowStacks' `FlowLink` does; or
/// that pushes while a flag is on or a selection holds its tag, as iOS 15's
/// `NavigationLink(isActive:)` and `NavigationLink(tag:selection:)` did.
///
/// The push goes through the stack like any other, so the evaluator of the layer it lands on
/// decides. A `style` other than `.push` presents the screen instead: the sheet or cover is a
/// route of the stack, so a pop, a dismissal or a deep link sees it. The binding forms keep
/// their binding in step with the stack: it turns off when the pushed route leaves the stack
/// (the back button, a swipe, a pop), and turning it off pops the route. In a list,
/// `stapelLinkIndicatorVisibility(_:)` adds the disclosure chevron that Apple's
/// `NavigationLink` draws there.
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
/// StackNavigationLink(Screen.compose, style: .sheet(withNavigation: true)) { Text("New") }
/// ```
public struct StackNavigationLink<Screen, Label: View>: View {
    @Environment(\.stapelLinkIndicator) private var indicator
    private let push: ScreenPush
    private let isActive: Binding<Bool>?
    private let label: Label

    /// A link that performs `push` on tap, or follows `isActive` when there is one.
    init(push: ScreenPush, isActive: Binding<Bool>? = nil, label: Label) {
        self.push = push
        self.isActive = isActive
        self.label = label
    }

    /// Creates a link that pushes a screen value onto a typed stack, or presents it.
    ///
    /// ```swift
    /// StackNavigationLink(Screen.detail(id: id), name: "detail") { Text("Open") }
    /// StackNavigationLink(Screen.settings, style: .fullScreenCover(withNavigation: true)) {
    ///     Text("Settings")
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - style: How to show it: pushed (the default), or a sheet or cover.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The link's label.
    public init(
        _ screen: Screen, style: RouteStyle = .push, name: String? = nil,
        context: PushContext = PushContext(), @ViewBuilder label: () -> Label
    ) {
        self.init(
            push: ScreenPush(screen, style: style, name: name, context: context), label: label())
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
    ///   - style: How to show it: pushed (the default), or a sheet or cover.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The link's label.
    @_disfavoredOverload
    public init(
        value: some Hashable, style: RouteStyle = .push, name: String? = nil,
        context: PushContext = PushContext(), @ViewBuilder label: () -> Label
    ) where Screen == AnyScreen {
        let screen = AnyScreen(onMainActor: value)
        self.init(
            push: ScreenPush(screen, style: style, name: name, context: context), label: label())
    }

    /// The label in a button that pushes, or that turns the binding on.
    public var body: some View {
        if let isActive {
            ActivatingButton<Screen, _, _>(
                control: "StackNavigationLink", isActive: isActive, label: shownLabel,
                accepts: push.accepts
            ) { stack, active, button in
                BoundPushTrigger<Screen, _>(
                    stack: stack, isActive: active,
                    push: { push.perform(on: $0, control: "StackNavigationLink") },
                    content: button)
            }
        } else {
            StackBoundControl<Screen, _>(control: "StackNavigationLink", accepts: push.accepts) {
                stack in
                Button(
                    action: {
                        _ = stack.map { push.perform(on: $0, control: "StackNavigationLink") }
                    },
                    label: { shownLabel })
            }
        }
    }

    /// The label, with the disclosure chevron when the list asks for it.
    @ViewBuilder private var shownLabel: some View {
        if indicator == .visible {
            DisclosureRowLabel(label: label)
        } else {
            label
        }
    }
}

extension StackNavigationLink where Screen == AnyScreen {
    /// Creates a link that pushes a view, built when the link is tapped, or presents it.
    ///
    /// ```swift
    /// StackNavigationLink(label: { Text("Push a new view!") }) {
    ///     Text("Pushed view")
    /// }
    /// StackNavigationLink(style: .sheet(withNavigation: false), label: { Text("Help") }) {
    ///     HelpView()
    /// }
    /// ```
    /// - Parameters:
    ///   - style: How to show it: pushed (the default), or a sheet or cover.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The link's label.
    ///   - destination: Builds the view to push.
    public init<Destination: View>(
        style: RouteStyle = .push, name: String? = nil, context: PushContext = PushContext(),
        @ViewBuilder label: () -> Label,
        @ViewBuilder destination: @escaping @MainActor () -> Destination
    ) {
        self.init(
            push: ScreenPush(view: destination, style: style, name: name, context: context),
            label: label())
    }

    /// Creates a link that pushes a value: in a ``WithStapel``, drawn by its
    /// `stapelDestination(for:)` builder; in a typed ``StapelStack``, as the container's screen
    /// when the value has that type.
    ///
    /// ```swift
    /// StackNavigationLink(value: recipe) { Text(recipe.title) }
    /// StackNavigationLink(value: Screen.detail(id: id)) { Text("Details") }  // in a StapelStack
    /// StackNavigationLink(value: recipe, style: .sheet(withNavigation: true)) { Text("Cook") }
    /// ```
    /// - Parameters:
    ///   - value: The value to push.
    ///   - style: How to show it: pushed (the default), or a sheet or cover.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - label: The link's label.
    public init<Value: Hashable & Sendable>(
        value: Value, style: RouteStyle = .push, name: String? = nil,
        context: PushContext = PushContext(), @ViewBuilder label: () -> Label
    ) {
        self.init(
            push: ScreenPush(AnyScreen(value), style: style, name: name, context: context),
            label: label())
    }
}
