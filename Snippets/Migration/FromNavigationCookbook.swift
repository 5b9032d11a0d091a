// Porting Apple's NavigationCookbook: one navigation model for its stack and split view
// experiences, saved and restored by Stapel.
// snippet.hide
import Foundation
import Stapel

// snippet.show
// snippet.data
enum Category: String, Hashable, Codable, CaseIterable {
    case dessert, pancake, salad

    var name: String { rawValue.capitalized }
}

struct Recipe: Hashable, Codable, Identifiable {
    let id: Int
    let name: String
    let category: Category
    var related: [Int] = []
}
// snippet.end

// snippet.hide
enum Recipes {
    static let all: [Recipe] = [
        Recipe(id: 1, name: "Apple Pie", category: .dessert, related: [2, 4]),
        Recipe(id: 2, name: "Fruit Pie Filling", category: .dessert, related: [1]),
        Recipe(id: 3, name: "Crepes", category: .pancake, related: [4]),
        Recipe(id: 4, name: "Pancakes", category: .pancake, related: [1, 3]),
        Recipe(id: 5, name: "Caprese", category: .salad),
    ]

    static func recipes(in category: Category) -> [Recipe] {
        all.filter { $0.category == category }
    }

    static func recipe(_ id: Int) -> Recipe? { all.first { $0.id == id } }
}

// snippet.show
// snippet.model
/// The cookbook's navigation: the category the sidebar selects, and the recipes pushed on it.
/// It replaces the sample's `NavigationModel` (its `selectedCategory` and `recipePath`), and
/// its coding, its `jsonData` and its save on every change.
typealias CookbookNavigation = SplitNavigation<Category, Never, Recipe>

/// How the app draws its navigation, as the user picks it.
enum Experience: String, CaseIterable {
    case stack, twoColumn
}
// snippet.end

// snippet.root
struct CookbookRoot: View {
    @State private var autosave = NavigationAutosave(CookbookNavigation())
    @SceneStorage("navigation") private var savedNavigation: Data?
    @SceneStorage("experience") private var experience = Experience.twoColumn

    var body: some View {
        @Bindable var navigation = autosave.root
        StapelSplitView(navigation) {
            List(Category.allCases, id: \.self, selection: $navigation.sidebarSelection) {
                category in
                Text(category.name)
            }
            .navigationTitle("Categories")
            .toolbar {
                Button(experience == .stack ? "Two columns" : "Stack") {
                    experience = experience == .stack ? .twoColumn : .stack
                }
            }
        } detail: {
            RecipeList(category: navigation.sidebarSelection)
        } destination: { recipe in
            RecipeDetail(recipe: recipe)
        }
        .stapelSplitViewCollapsed(experience == .stack)
        .stapelAutosave(autosave, in: $savedNavigation)
    }
}
// snippet.end

// snippet.links
struct RecipeList: View {
    let category: Category?

    var body: some View {
        if let category {
            List(Recipes.recipes(in: category)) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle(category.name)
        } else {
            Text("Choose a category")
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        VStack {
            Text("\(recipe.name), a \(recipe.category.rawValue) recipe")
            ForEach(recipe.related.compactMap(Recipes.recipe)) { related in
                NavigationLink("Related: \(related.name)", value: related)
            }
        }
        .navigationTitle(recipe.name)
    }
}
// snippet.end
