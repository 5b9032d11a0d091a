/// A route to pop or go back to.
///
/// The stack searches from the top down and stops at the first match.
///
/// ```swift
/// stack.pop(to: .name("inbox"))
/// stack.pop(to: .screen(.chat(id: 42)))
/// stack.goBack(to: .matching { $0.style.isPresentation })
/// ```
public enum RouteTarget<Screen> {
    /// The root: of the current navigation for a pop, of the whole stack for go-back.
    case root
    /// The route with this identifier.
    case id(RouteID)
    /// The topmost route carrying this name.
    case name(String)
    /// The topmost route that matches the condition.
    case matching(@MainActor (Route<Screen>) -> Bool)

    /// The topmost route whose screen equals this value.
    ///
    /// ```swift
    /// stack.pop(to: .screen(.inbox))
    /// ```
    /// - Parameter screen: The screen value to look for.
    /// - Returns: A target that matches equal screens.
    @MainActor
    public static func screen(_ screen: Screen) -> RouteTarget where Screen: Equatable {
        .matching { $0.screen == screen }
    }
}
