// Migrating from a navigationDestination(for: Binding<Item?>) modifier (seed 004).
// snippet.hide
import Observation
import Stapel

@MainActor
@Observable
final class FavoritesStore {
    static let standard = FavoritesStore()
    var favorites = ["Swift", "SwiftUI", "UIKit"]
    func remove(_ favorite: String) { favorites.removeAll { $0 == favorite } }
}

struct FavoriteDetailView: View {
    let favorite: String
    var body: some View {
        Button("Remove from favorites") { FavoritesStore.standard.remove(favorite) }
    }
}

// snippet.show
// snippet.item
struct FavoritesView: View {
    @State private var stack = Stack<AnyScreen>()
    @State private var selectedFavorite: String?
    private let store = FavoritesStore.standard

    var body: some View {
        WithStapel(stack) {
            List(store.favorites, id: \.self) { favorite in
                Button(favorite) { selectedFavorite = favorite }
            }
            .navigationTitle("My Favorites")
            .stapelDestination(item: $selectedFavorite) { favorite in
                FavoriteDetailView(favorite: favorite)
            }
        }
    }
}
// snippet.end

// snippet.typed
enum FavoriteScreen: Hashable {
    case favorite(String)
}

struct TypedFavoritesView: View {
    @State private var stack = Stack<FavoriteScreen>()
    @State private var selectedFavorite: String?

    var body: some View {
        StapelStack(stack) {
            List(FavoritesStore.standard.favorites, id: \.self) { favorite in
                Button(favorite) { selectedFavorite = favorite }
            }
            .stapelPush(item: $selectedFavorite) { FavoriteScreen.favorite($0) }
        } destination: { screen in
            if case .favorite(let favorite) = screen {
                FavoriteDetailView(favorite: favorite)
            }
        }
    }
}
// snippet.end

// snippet.flag
struct FlaggedFavoritesView: View {
    @State private var stack = Stack<FavoriteScreen>()
    @State private var selectedFavorite: String?

    var body: some View {
        StapelStack(stack) {
            VStack {
                Button("Open Swift") { selectedFavorite = "Swift" }
                StackNavigationLink(
                    FavoriteScreen.favorite(selectedFavorite ?? ""),
                    isActive: $selectedFavorite.isActive()
                ) {
                    EmptyView()
                }
            }
        } destination: { screen in
            if case .favorite(let favorite) = screen {
                FavoriteDetailView(favorite: favorite)
            }
        }
    }
}
// snippet.end
