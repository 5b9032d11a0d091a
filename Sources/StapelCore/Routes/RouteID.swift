/// The stable identity of one route on a ``Stack``.
///
/// A route keeps its identifier while its screen value is edited, and two equal screen values
/// pushed twice get two different identifiers. Identifiers are unique within a process, so they
/// are unique within every stack. A test that compares route lists with `==` makes them inside
/// ``withRouteIDs(_:operation:)``, which numbers new routes from a ``Source`` of its own.
///
/// ```swift
/// let result = stack.push(.chat(id: 42))
/// if let id = result.routeID {
///     stack.pop(to: .id(id))
/// }
/// ```
public struct RouteID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The raw number behind the identifier.
    public let rawValue: UInt64

    /// Creates an identifier from a raw number, for example one read back from saved state.
    ///
    /// Prefer ``unique()`` for new routes: a stack that meets an identifier twice reports a
    /// runtime warning and refuses the change.
    ///
    /// ```swift
    /// let id = RouteID(rawValue: 7)
    /// ```
    /// - Parameter rawValue: The raw number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
        RouteIDGenerator.reserve(through: rawValue)
    }

    init(generated rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Returns an identifier that no other route in this process has; inside
    /// ``withRouteIDs(_:operation:)``, the next one of its ``Source``.
    ///
    /// ```swift
    /// let route = Route(Screen.settings, style: .push, id: .unique())
    /// ```
    /// - Complexity: O(1).
    public static func unique() -> RouteID {
        RouteID(generated: RouteIDGenerator.next())
    }

    /// A fresh identifier for a route a list operation adds to a list: process-unique, or the
    /// one after the list's largest under ``Source/nextInList``.
    ///
    /// ```swift
    /// let route = Route(screen, id: .unique(addingTo: routes))
    /// ```
    /// - Parameter routes: The list the route is added to.
    /// - Returns: The identifier.
    static func unique<Screen>(addingTo routes: [Route<Screen>]) -> RouteID {
        RouteID(
            generated: RouteIDGenerator.next(inListWithLargest: {
                routes.lazy.map(\.id.rawValue).max()
            }))
    }

    /// Orders identifiers by their raw numbers.
    public static func < (lhs: RouteID, rhs: RouteID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A short text form, such as `#12`.
    public var description: String { "#\(rawValue)" }

    /// Decodes an identifier from a single number.
    ///
    /// ```swift
    /// let id = try JSONDecoder().decode(RouteID.self, from: Data("12".utf8))
    /// ```
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(rawValue: try container.decode(UInt64.self))
    }

    /// Encodes the identifier as a single number.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(RouteID(rawValue: 12))  // "12"
    /// ```
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension RouteID: Identifiable {
    /// The identifier itself, so that a route identifier can drive `sheet(item:)` and
    /// `fullScreenCover(item:)` directly.
    public var id: RouteID { self }
}
