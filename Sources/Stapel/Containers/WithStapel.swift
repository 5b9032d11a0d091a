#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// The root of a Stapel navigation that pushes views from anywhere: a `Stack<AnyScreen>` drawn
/// with Apple's navigation.
///
/// Several views in its content are laid out in a `VStack`, as Stapel 1.x did.
///
/// Screens are the views pushed with `push(view:name:context:)`, and values whose type has a
/// builder registered with `stapelDestination(for:destination:)`: on the root view, on a pushed
/// screen, on this view or above it. The stack is in the environment, as `\.stapelStack` and as
/// an optional `@Environment(Stack<AnyScreen>.self) private var stack: Stack<AnyScreen>?`.
/// Create the stack outside and keep it, so that routers and view models can navigate through
/// it too.
///
/// > Important: Apple's `NavigationLink(value:)` works inside, for values declared with
/// > `stapelDestination(for:destination:)` inside the container. `NavigationLink(destination:)`
/// > and `navigationDestination(isPresented:)` push a view the stack never sees: use
/// > ``StackNavigationLink`` or `stapelDestination(isPresented:style:destination:)`.
///
/// ```swift
/// struct ContentView: View {
///     @State private var stack = Stack<AnyScreen>()
///
///     var body: some View {
///         WithStapel(stack) {
///             WithPusher(evaluate: { $0.expected == "value" }) {
///                 Text("Root view")
///                 Button("Push truthy") {
///                     stack.push(
///                         view: Text("Pushed with evaluation"),
///                         context: PushContext().setting(\.expected, to: "value"))
///                 }
///             }
///             .stapelDestination(for: Recipe.self) { recipe in RecipeView(recipe: recipe) }
///         }
///     }
/// }
/// ```
public struct WithStapel<Content: View>: View {
    @State private var board = DestinationBoard<AnyView>()
    private let stack: Stack<AnyScreen>
    private let content: Content

    /// Creates the root of a navigation. A ``WithPusher`` in its content installs the root
    /// layer's evaluator.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// WithStapel(stack) { HomeView() }
    /// ```
    /// - Parameters:
    ///   - stack: The stack to draw.
    ///   - content: The root screen.
    public init(_ stack: Stack<AnyScreen>, @ViewBuilder content: () -> Content) {
        self.stack = stack
        self.content = content()
    }

    /// The root in a ``StapelStack`` whose screens come from the registered destinations.
    public var body: some View {
        StapelStack(stack) {
            // Several root views stack vertically, as in Stapel 1.x, in either container.
            VStack { content }
        } editableDestination: { screen in
            RegisteredDestination(screen: screen)
        }
        .environment(\.stapelStack, stack)
        .environment(\.stapelDestinationBoard, board)
    }
}
