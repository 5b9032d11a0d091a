import Stapel

/// A favourite's detail. Removing it from the list keeps this view on screen, so that the user
/// can add it back.
struct FavoriteDetailView: View {
    let favorite: String
    let store: FavoritesStore

    var body: some View {
        VStack {
            Text("Opened favorite:")
            Text(favorite)
            Button("Remove from favorites") { store.remove(favorite) }
            Button("Add to favorites") { store.add(favorite) }
        }
    }
}
