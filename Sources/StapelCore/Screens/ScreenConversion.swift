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

    /// The value as a screen of the given type for a comparison: as ``screen(from:as:)``, and
    /// a bare `Hashable` value also becomes an ``AnyScreen``, so that a pop control's
    /// `.screen(AnyScreen(Screen.inbox))` finds `.inbox` on a typed stack.
    ///
    /// ```swift
    /// ScreenConversion.screenForComparison(Screen.inbox, as: AnyScreen.self)  // AnyScreen(.inbox)
    /// ```
    /// - Parameters:
    ///   - value: A screen of a stack.
    ///   - type: The screen type the comparison is written for.
    /// - Returns: The screen, or `nil`.
    package static func screenForComparison<Screen>(_ value: Any, as type: Screen.Type)
        -> Screen?
    {
        if let screen = screen(from: value, as: type) { return screen }
        guard type == AnyScreen.self, let hashable = value as? any Hashable else { return nil }
        return anyScreen(assumingSendable: hashable) as? Screen
    }

    /// Wraps a `Hashable` value whose type the compiler cannot show to be `Sendable`: a value
    /// that Apple's `NavigationLink(value:)` appended (its API asks only for `Hashable`), or a
    /// typed screen compared with an ``AnyScreen``.
    ///
    /// `Sendable` is a marker protocol with no run-time representation, so the value is taken
    /// as it is. The caller vouches for it: a link's value has a type the app declared with
    /// `stapelDestination(for:)` as a screen of a `Stack<AnyScreen>`, whose screens are
    /// `Sendable`; a compared screen is a typed stack's screen, used on the main actor only.
    ///
    /// ```swift
    /// ScreenConversion.anyScreen(assumingSendable: linkValue.base as! any Hashable)
    /// ```
    /// - Parameter value: The value.
    /// - Returns: The value as an ``AnyScreen``, equal to `AnyScreen(value)`.
    package static func anyScreen(assumingSendable value: any Hashable) -> AnyScreen {
        // `as any Hashable` keeps the existential closed: both existentials have one layout.
        AnyScreen(unsafeBitCast(value as any Hashable, to: (any Hashable & Sendable).self))
    }
}
