/// A route to pop or go back to.
///
/// The search runs from the top down and stops at the first match, on a `Stack` and on a
/// route list alike.
///
/// ```swift
/// stack.pop(to: .name("inbox"))
/// stack.pop(to: .screen(.chat(id: 42)))
/// stack.goBack(to: .index(0))
/// routes.goBack(to: .matching { $0.style.isPresentation })
/// ```
public enum RouteTarget<Screen>: CustomStringConvertible {
    /// The root: of the current navigation for a pop, of the whole stack for go-back.
    case root
    /// The route with this identifier.
    case id(RouteID)
    /// The topmost route carrying this name.
    case name(String)
    /// The route at this position in the list: 0 is the bottom-most route above the root (which
    /// is not a route; use ``root`` for it).
    case index(Int)
    /// The topmost route that matches the condition.
    case matching((Route<Screen>) -> Bool)

    /// The topmost route whose screen equals this value.
    ///
    /// ```swift
    /// stack.pop(to: .screen(.inbox))
    /// ```
    /// - Parameter screen: The screen value to look for.
    /// - Returns: A target that matches equal screens.
    public static func screen(_ screen: Screen) -> RouteTarget where Screen: Equatable {
        .matching { $0.screen == screen }
    }

    /// The topmost route whose screen is a value of a type, on a stack of mixed screens.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// stack.goBack(to: .screen(ofType: Recipe.self))
    /// ```
    /// - Parameter type: The type of screen value to look for.
    /// - Returns: A target that matches screens of that type.
    public static func screen<Value>(ofType type: Value.Type) -> RouteTarget
    where Screen == AnyScreen {
        .matching { $0.screen.as(Value.self) != nil }
    }

    /// The target as code would spell it, such as `.name("inbox")`, for warnings.
    public var description: String {
        switch self {
        case .root: ".root"
        case .id(let id): ".id(\(id))"
        case .name(let name): ".name(\"\(name)\")"
        case .index(let index): ".index(\(index))"
        case .matching: ".matching"
        }
    }
}
