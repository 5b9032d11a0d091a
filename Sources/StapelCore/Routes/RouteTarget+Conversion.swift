extension RouteTarget {
    /// The same target for a stack of another screen type, for a pop control written without
    /// its container's screen type.
    ///
    /// The root, an identifier, a name and an index mean the same in every stack. A condition sees each
    /// route with its screen converted by ``ScreenConversion/screenForComparison(_:as:)``; a
    /// route whose screen does not convert does not match.
    ///
    /// ```swift
    /// let target: RouteTarget<AnyScreen> = .screen(AnyScreen(Screen.inbox))
    /// stack.pop(to: target.converted(to: Screen.self))
    /// ```
    /// - Parameter type: The screen type of the stack to pop.
    /// - Returns: The target for that stack.
    package func converted<Other>(to type: Other.Type) -> RouteTarget<Other> {
        switch self {
        case .root: .root
        case .id(let id): .id(id)
        case .name(let name): .name(name)
        case .index(let index): .index(index)
        case .matching(let matches):
            .matching { route in
                guard
                    let screen = ScreenConversion.screenForComparison(route.screen, as: Screen.self)
                else { return false }
                return matches(route.showing(screen))
            }
        }
    }
}
