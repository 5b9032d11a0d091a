/// The options of a route that sets at least one, kept out of line by ``RouteOptions``: a box
/// that is never written once made, so sharing it across actors is safe.
@usableFromInline
final class RouteOptionsStorage: Hashable, Sendable {
    let values: RouteOptionValues

    private init(_ values: RouteOptionValues) {
        self.values = values
    }

    /// Storage for options, or `nil` when they are all defaults: a `RouteOptions` with nothing
    /// set holds no storage, so that equal options compare and hash alike.
    static func unlessDefault(_ values: RouteOptionValues) -> RouteOptionsStorage? {
        values.isDefault ? nil : RouteOptionsStorage(values)
    }

    @usableFromInline
    static func == (lhs: RouteOptionsStorage, rhs: RouteOptionsStorage) -> Bool {
        lhs.values == rhs.values
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}
