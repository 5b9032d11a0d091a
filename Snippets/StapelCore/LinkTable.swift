// Deep links: one table, both directions.
// snippet.hide
import Foundation
import StapelCore

// snippet.show
// snippet.table
enum Screen: Hashable, Sendable {
    case inbox
    case chat(id: Int)
    case message(Int)
    case settings
}

func makeLinks() throws -> DeepLinkTable<Screen> {
    try DeepLinkTable<Screen>([
        DeepLinkPattern("inbox") { _ in
            [.push(.inbox)]
        } values: { routes in
            routes.map(\.screen) == [.inbox] ? [:] : nil
        },
        DeepLinkPattern("chats/:chatID(Int)/messages/:messageID(Int)?") { values in
            let chatID: Int = try values.value("chatID")
            var routes: [Route<Screen>] = [.push(.inbox), .push(.chat(id: chatID))]
            if let message = try values.valueIfPresent("messageID", as: Int.self) {
                routes.append(.sheet(.message(message), withNavigation: true))
            }
            return routes
        } values: { routes in
            guard routes.count >= 2, case .chat(let id) = routes[1].screen else { return nil }
            guard case .message(let message)? = routes.dropFirst(2).first?.screen else {
                return ["chatID": id]
            }
            return ["chatID": id, "messageID": message]
        },
        DeepLinkPattern("settings") { _ in
            [.sheet(.settings, withNavigation: true)]
        } values: { routes in
            routes.map(\.screen) == [.settings] ? [:] : nil
        },
    ])
}
// snippet.end

// snippet.open
@MainActor
func handle(_ url: URL, on stack: Stack<Screen>, using table: DeepLinkTable<Screen>) async {
    do {
        let result = try stack.open(url, using: table)
        if case .stopped(let index, let push) = result.outcome {
            print("stopped at route \(index): \(push.outcome)")
        }
        _ = await result.change?.outcome  // every step is on screen
    } catch {
        print("not a link of ours: \(error)")  // the stack is unchanged
    }
}
// snippet.end

// snippet.write
@MainActor
func shareLink(for stack: Stack<Screen>, using table: DeepLinkTable<Screen>) -> URL? {
    try? table.url(for: stack.routes, base: URL(string: "myapp://")!)
}
// snippet.end

// snippet.parameter
struct Slug: DeepLinkParameter, Hashable {
    var text: String

    init?(deepLinkValue: String) {
        guard !deepLinkValue.isEmpty, deepLinkValue.allSatisfy(\.isLetter) else { return nil }
        text = deepLinkValue
    }

    var deepLinkValue: String { text }
}

enum RecipeScreen: Hashable, Sendable {
    case recipe(Slug)
}

func makeRecipeLinks() throws -> DeepLinkTable<RecipeScreen> {
    try DeepLinkTable<RecipeScreen>(
        [
            DeepLinkPattern("recipes/:slug(Slug)") { values in
                [.push(.recipe(try values.value("slug", as: Slug.self)))]
            } values: { routes in
                guard case .recipe(let slug)? = routes.last?.screen else { return nil }
                return ["slug": slug]
            }
        ],
        parameterTypes: ["Slug": Slug.self]
    )
}
// snippet.end

// snippet.readme
@MainActor
func openChat42(on stack: Stack<Screen>) async throws {
    let table = try DeepLinkTable<Screen>([
        DeepLinkPattern("chats/:chatID(Int)") { values in
            [.push(.inbox), .push(.chat(id: try values.value("chatID")))]
        } values: { routes in
            guard case .chat(let id)? = routes.last?.screen else { return nil }
            return ["chatID": id]
        }
    ])
    let result = try stack.open(URL(string: "myapp://chats/42")!, using: table)
    _ = await result.change?.outcome  // every step on screen
}
// snippet.end

// snippet.hide
let table = try makeLinks()
let stack = Stack<Screen>()
await handle(URL(string: "myapp://chats/42/messages/7")!, on: stack, using: table)
print(shareLink(for: stack, using: table) as Any)
_ = try makeRecipeLinks()
