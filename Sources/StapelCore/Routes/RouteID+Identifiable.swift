extension RouteID: Identifiable {
    /// The identifier itself, so that a route identifier can drive `sheet(item:)` and
    /// `fullScreenCover(item:)` directly.
    ///
    /// ```swift
    /// RouteID(rawValue: 3).id == RouteID(rawValue: 3)  // true
    /// ```
    public var id: RouteID { self }
}
