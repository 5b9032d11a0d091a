import Observation

/// The baseline of the push and pop benchmarks: an `@Observable` class that holds the routes as
/// one array of screens, the way a FlowStacks-style coordinator holds its `[Route<Screen>]`.
///
/// A screen reads its own element out of the array, so any change of the array invalidates
/// every screen that reads it. (A `NavigationPath` is not what this measures: screens under a
/// `NavigationPath` don't read the path.)
@MainActor
@Observable
public final class ArrayStack {
    /// The screens above the root, bottom-most first.
    public var routes: [Int] = []

    /// Creates an empty stack.
    public init() {}

    /// Appends a screen.
    public func push(_ screen: Int) { routes.append(screen) }
    /// Removes the topmost screen.
    public func pop() { routes.removeLast() }
    /// The screen at a position, as the screen drawn there reads it.
    public func screen(at index: Int) -> Int { routes[index] }
}
