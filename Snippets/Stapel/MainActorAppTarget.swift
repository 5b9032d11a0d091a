// An app target with main-actor isolation by default, as Xcode 26 makes new apps.
// snippet.hide
import Foundation
import Stapel

// snippet.show
// snippet.types
// No annotations. In a new Xcode 26 app target these types and their Hashable and Codable
// conformances are isolated to the main actor; Stapel takes them as they are.
enum Screen: Hashable, Codable {
    case inbox
    case chat(id: Int)
}

struct Recipe: Hashable, Codable {
    var id: Int
}

enum OpenedFromKey: PushContextKey {
    static let defaultValue: Recipe? = nil
}

extension PushContext {
    var openedFrom: Recipe? {
        get { self[OpenedFromKey.self] }
        set { self[OpenedFromKey.self] = newValue }
    }
}
// snippet.end

// snippet.links
/// One of the app's own helpers, isolated to the main actor like the rest of the target.
@MainActor
func chatScreen(_ id: Int) -> Screen {
    .chat(id: id)
}

/// A link table's closures take the isolation of the code that writes them, so they may call
/// main-actor helpers and compare main-actor screens.
@MainActor
func makeLinks() throws -> DeepLinkTable<Screen> {
    try DeepLinkTable<Screen>([
        DeepLinkPattern("chats/:id(Int)") { values in
            [.push(.inbox), .push(chatScreen(try values.value("id")))]
        } values: { routes in
            guard routes.first?.screen == .inbox, case .chat(let id)? = routes.last?.screen
            else { return nil }
            return ["id": id]
        }
    ])
}
// snippet.end

// snippet.views
struct RecipeRow: View {
    let recipe: Recipe
    @Binding var selected: Recipe?

    var body: some View {
        VStack {
            StackNavigationLink(
                value: recipe, context: PushContext().setting(\.openedFrom, to: recipe)
            ) {
                Text("Recipe \(recipe.id)")
            }
            StackNavigationLink(tag: recipe, selection: $selected) {
                Text("Open")
            } destination: {
                Text("Recipe")
            }
        }
    }
}

@MainActor
func saveRecipes(_ stack: Stack<AnyScreen>) throws -> Data {
    var registry = ScreenTypeRegistry()
    registry.register(Recipe.self, as: "recipe")
    return try stack.snapshotData(using: registry)
}
// snippet.end

// snippet.background
/// A type that code off the main actor also compares or decodes: `nonisolated` makes its
/// conformances usable there.
nonisolated struct SearchQuery: Hashable, Codable, Sendable {
    var text: String
}

actor SearchHistory {
    private var recent: Set<SearchQuery> = []

    func record(_ query: SearchQuery) {
        recent.insert(query)
    }
}
// snippet.end
