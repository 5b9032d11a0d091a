#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension Binding {
    /// A Boolean binding over an optional: on while the optional holds a value, and turning it
    /// off sets the optional to `nil`. Turning it on changes nothing, since there is no value to
    /// make.
    ///
    /// Use it where a control takes a flag and your state holds the item, the seed article's
    /// optional-to-`Bool` binding: the push button turns the flag off when the pushed route
    /// leaves, which clears the item.
    ///
    /// ```swift
    /// @State private var selectedFavorite: String?
    ///
    /// var body: some View {
    ///     StackNavigationLink(isActive: $selectedFavorite.isActive()) {
    ///         EmptyView()
    ///     } destination: {
    ///         FavoriteDetailView(favorite: selectedFavorite ?? "")
    ///     }
    /// }
    /// ```
    ///
    /// The wrapped type must be `Sendable`, as every item a Stapel binding carries.
    /// - Returns: The Boolean binding, writing through this one.
    public func isActive<Wrapped: Sendable>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(
            get: { LinkActivation.isActive(item: self.wrappedValue) },
            set: {
                self.wrappedValue = LinkActivation.item(
                    settingActive: $0, current: self.wrappedValue)
            }
        )
    }
}
