/// A route's name and options, kept out of line by ``Route`` when it has either.
///
/// Immutable: an edit of a route's name or options makes a new one, so routes that share it
/// never see each other's edits.
@usableFromInline
final class RouteAnnotations: Hashable, Sendable {
    @usableFromInline let name: String?
    @usableFromInline let options: RouteOptions

    @usableFromInline
    init(name: String?, options: RouteOptions) {
        self.name = name
        self.options = options
    }

    /// The annotations of a route with this name and these options; `nil` when it has no name
    /// and the default options, so that equal routes compare and hash alike.
    static func unlessEmpty(name: String?, options: RouteOptions) -> RouteAnnotations? {
        name == nil && options.isDefault ? nil : RouteAnnotations(name: name, options: options)
    }

    @usableFromInline
    static func == (lhs: RouteAnnotations, rhs: RouteAnnotations) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.options == rhs.options)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(options)
    }
}
