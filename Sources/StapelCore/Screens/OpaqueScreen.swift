/// An ad-hoc screen the core holds without knowing what it is, such as a view the SwiftUI layer
/// pushes with `push(view:)`.
///
/// Every opaque screen has its own identity: two made from equal payloads are different screens.
/// The payload is `Sendable`; a SwiftUI view travels in a `@MainActor` box.
///
/// ```swift
/// let screen = OpaqueScreen(payload: "a payload the UI layer understands")
/// let stack = Stack<AnyScreen>()
/// stack.push(AnyScreen(screen))
/// ```
@_spi(StapelUI)
public struct OpaqueScreen: Hashable, Sendable, CustomStringConvertible {
    /// The identity of this screen.
    ///
    /// ```swift
    /// let id = OpaqueScreen(payload: 1).id
    /// ```
    public let id: RouteID
    /// What the screen carries, for the layer that made it.
    ///
    /// ```swift
    /// let text = OpaqueScreen(payload: "x").payload as? String
    /// ```
    public let payload: any Sendable

    /// Wraps a payload in a new screen with a fresh identity.
    ///
    /// ```swift
    /// let screen = OpaqueScreen(payload: Recipe(id: 3))
    /// ```
    /// - Parameter payload: What the screen carries.
    public init(payload: any Sendable) {
        self.id = .unique()
        self.payload = payload
    }

    /// Whether two opaque screens are the same screen: the same identity, not equal payloads.
    public static func == (lhs: OpaqueScreen, rhs: OpaqueScreen) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the screen's identity.
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// A short text form, such as `opaque #4 (String)`.
    public var description: String { "opaque \(id) (\(type(of: payload)))" }
}
