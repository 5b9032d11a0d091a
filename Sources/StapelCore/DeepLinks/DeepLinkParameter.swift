/// A value that can stand in a deep link, as a path segment or a query item.
///
/// `Int`, `String` and `UUID` conform already, under the pattern type names `Int`, `String` and
/// `UUID`. Conform your own types and register them with the table under a stable name:
///
/// ```swift
/// struct Slug: DeepLinkParameter, Hashable {
///     var text: String
///     init?(deepLinkValue: String) {
///         guard !deepLinkValue.isEmpty, deepLinkValue.allSatisfy(\.isLetter) else { return nil }
///         text = deepLinkValue
///     }
///     var deepLinkValue: String { text }
/// }
/// enum RecipeScreen: Hashable { case recipe(Slug) }
///
/// let table = try DeepLinkTable<RecipeScreen>(
///     [DeepLinkPattern("recipes/:slug(Slug)") { values in
///         [.push(.recipe(try values.value("slug", as: Slug.self)))]
///     } values: { routes in
///         guard case .recipe(let slug)? = routes.last?.screen else { return nil }
///         return ["slug": slug]
///     }],
///     parameterTypes: ["Slug": Slug.self]
/// )
/// ```
///
/// A conforming type must give back the same value for the text it writes:
/// `Self(deepLinkValue: value.deepLinkValue) == value`.
public protocol DeepLinkParameter: Sendable {
    /// Reads a value from the (percent-decoded) text of a path segment or query item.
    ///
    /// ```swift
    /// Int(deepLinkValue: "42")  // 42
    /// ```
    /// - Parameter deepLinkValue: The text.
    init?(deepLinkValue: String)

    /// The text that stands for this value in a deep link, before percent-encoding.
    ///
    /// ```swift
    /// 42.deepLinkValue  // "42"
    /// ```
    var deepLinkValue: String { get }
}
