import Stapel

/// Seed 004: a list whose rows set an optional; the detail is pushed while it is set, the back
/// button sets it to `nil`, and the detail stays when the list changes under it.
struct FavoritesExample: View {
    let stack: Stack<AnyScreen>
    @State private var store = FavoritesStore()
    @State private var selectedFavorite: String?

    var body: some View {
        WithStapel(stack) {
            List(store.favorites, id: \.self) { favorite in
                Button(favorite) { selectedFavorite = favorite }
            }
            .navigationTitle("My Favorites")
            .stapelDestination(item: $selectedFavorite) { favorite in
                FavoriteDetailView(favorite: favorite, store: store)
            }
        }
    }
}
