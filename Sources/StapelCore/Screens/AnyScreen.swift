/// A screen of any `Hashable` type, for stacks that mix screen types in the style of
/// `NavigationPath`.
///
/// A `Stack<AnyScreen>` holds values of different types side by side, and ad-hoc payloads such
/// as the views the SwiftUI layer pushes with `push(view:)` (see `OpaqueScreen`). Wrapping an
/// `AnyScreen` again does not nest it.
///
/// ```swift
/// let stack = Stack<AnyScreen>()
/// stack.push(AnyScreen(Recipe(id: 3)))
/// stack.push(AnyScreen("settings"))
/// if let recipe = stack.top?.screen.as(Recipe.self) { print(recipe) }
/// ```
public struct AnyScreen: Hashable, Sendable, CustomStringConvertible {
    private let box: AnyHashableSendable

    /// Wraps a value.
    ///
    /// ```swift
    /// let screen = AnyScreen(42)
    /// ```
    /// - Parameter value: The screen value.
    public init(_ value: some Hashable & Sendable) {
        if let screen = value as? AnyScreen {
            self = screen
        } else {
            box = AnyHashableSendable(value)
        }
    }

    /// Wraps a value whose `Hashable` conformance is isolated to the main actor, as every
    /// type's is in an app target built with main-actor isolation by default.
    ///
    /// The conformance is only used on the main actor. Elsewhere such a screen reads as `nil`
    /// through ``as(_:)`` and equals only its own copies, as a cast to an isolated conformance
    /// fails away from its actor. ``description`` and ``valueType`` work everywhere.
    ///
    /// ```swift
    /// struct Recipe: Hashable { var id: Int }  // main-actor isolated in an app target
    ///
    /// let screen = AnyScreen(Recipe(id: 3))
    /// ```
    /// - Parameter value: The screen value.
    @MainActor
    @_disfavoredOverload
    public init(_ value: some Hashable) {
        self.init(onMainActor: value)
    }

    /// Wraps a value on the main actor, for generic callers, where a missing `Sendable`
    /// conformance would otherwise pick the `Sendable` initializer.
    @MainActor
    package init(onMainActor value: some Hashable) {
        if let screen = value as? AnyScreen {
            self = screen
        } else {
            box = AnyHashableSendable(mainActor: value)
        }
    }

    /// The wrapped value; for a value wrapped by the main-actor initializer, an opaque
    /// `Sendable` box that compares as the screen does (read the value with ``as(_:)``).
    ///
    /// ```swift
    /// AnyScreen(42).base as? Int  // 42
    /// ```
    public var base: any Hashable & Sendable { box.base }

    /// The wrapped value as a given type, or `nil` if it has another type.
    ///
    /// ```swift
    /// AnyScreen(42).as(Int.self)     // 42
    /// AnyScreen(42).as(String.self)  // nil
    /// ```
    /// - Parameter type: The type to read the value as.
    /// - Returns: The value, or `nil`.
    public func `as`<Value>(_ type: Value.Type) -> Value? {
        box.value(as: type)
    }

    /// The type of the wrapped value.
    ///
    /// ```swift
    /// AnyScreen(42).valueType == Int.self  // true
    /// ```
    public var valueType: Any.Type { box.valueType }

    /// The wrapped value's description.
    public var description: String { box.description }
}
