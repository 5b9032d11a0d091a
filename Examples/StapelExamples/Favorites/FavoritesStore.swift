import Observation
import Stapel

/// Seed 004's favourites.
@MainActor
@Observable
final class FavoritesStore {
    private(set) var favorites = ["Swift", "SwiftUI", "UIKit"]

    func add(_ favorite: String) {
        favorites.append(favorite)
    }

    func remove(_ favorite: String) {
        favorites.removeAll { $0 == favorite }
    }
}
