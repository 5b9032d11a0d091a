/// How a screen value written without the container's screen type becomes a screen of the
/// stack a control finds: the rule that lets `StackNavigationLink(value:)` push a typed
/// screen onto a typed stack.
///
/// A value converts when it is the stack's screen type, or an ``AnyScreen`` that wraps that
/// type. Nothing else converts: a view pushed ad hoc never becomes a typed screen, and a typed
/// control does not guess that its screen is `Sendable` for a `Stack<AnyScreen>`.
///
/// ```swift
/// ScreenConversion.screen(from: AnyScreen(Screen.inbox), as: Screen.self)  // .inbox
/// ScreenConversion.screen(from: AnyScreen("inbox"), as: Screen.self)       // nil
/// ```
package enum ScreenConversion {
    /// The value as a screen of the given type, or `nil` if it does not convert.
    ///
    /// ```swift
    /// ScreenConversion.screen(from: AnyScreen(7), as: Int.self)  // 7
    /// ```
    /// - Parameters:
    ///   - value: The value a control holds.
    ///   - type: The screen type of the stack.
    /// - Returns: The screen, or `nil`.
    /// - Complexity: O(1).
    package static func screen<Screen>(from value: Any, as type: Screen.Type) -> Screen? {
        if let screen = value as? Screen { return screen }
        if let wrapped = value as? AnyScreen, let screen = wrapped.base as? Screen {
            return screen
        }
        return nil
    }

    /// Whether a value converts to a screen of the given type.
    ///
    /// ```swift
    /// ScreenConversion.converts(AnyScreen("x"), to: Screen.self)  // false
    /// ```
    /// - Parameters:
    ///   - value: The value a control holds.
    ///   - type: The screen type of the stack.
    /// - Returns: `true` if ``screen(from:as:)`` returns a screen.
    package static func converts<Screen>(_ value: Any, to type: Screen.Type) -> Bool {
        screen(from: value, as: type) != nil
    }
}
