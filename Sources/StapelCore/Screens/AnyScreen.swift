/// A screen of any `Hashable` and `Sendable` type, for stacks that mix screen types in the style
/// of `NavigationPath`.
///
/// A `Stack<AnyScreen>` holds values of different types side by side, and ad-hoc payloads such
/// as the views the SwiftUI layer pushes with `push(view:)` (see ``OpaqueScreen``). Wrapping an
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

    /// The wrapped value.
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
        box.base as? Value
    }

    /// The type of the wrapped value.
    ///
    /// ```swift
    /// AnyScreen(42).valueType == Int.self  // true
    /// ```
    public var valueType: Any.Type { type(of: box.base) }

    /// The wrapped value's description.
    ///
    /// ```swift
    /// print(AnyScreen(42))  // "42"
    /// ```
    public var description: String { String(describing: box.base) }
}
