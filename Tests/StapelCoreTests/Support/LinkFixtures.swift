import Foundation
import StapelCore

/// A recipe's URL-friendly name: lower-case letters and dashes. A custom deep-link parameter.
struct Slug: DeepLinkParameter, Hashable, Codable {
    var text: String

    init?(deepLinkValue: String) {
        guard !deepLinkValue.isEmpty,
            deepLinkValue.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" })
        else { return nil }
        text = deepLinkValue
    }

    var deepLinkValue: String { text }
}

/// The screens of the deep-link and restoration tests.
enum LinkScreen: Hashable, Sendable, Codable {
    case inbox
    case chat(Int)
    case messages(chat: Int)
    case message(chat: Int, message: Int)
    case search(String, page: Int?)
    case draft(UUID)
    case recipe(Slug)
    case settings
}

/// A route's screen, style and name: what a deep link carries (identifiers are fresh).
struct RouteShape: Hashable, CustomStringConvertible {
    var screen: LinkScreen
    var style: RouteStyle
    var name: String?

    var description: String { "\(screen) \(style) \(name ?? "-")" }
}

func shapes(_ routes: [Route<LinkScreen>]) -> [RouteShape] {
    routes.map { RouteShape(screen: $0.screen, style: $0.style, name: $0.name) }
}

/// The route lists of each link kind, written out by hand, independently of the table.
enum LinkRoutes {
    static func chat(_ chat: Int) -> [Route<LinkScreen>] {
        [.push(.inbox), .push(.chat(chat), name: "chat")]
    }

    static func messages(_ chat: Int, message: Int?) -> [Route<LinkScreen>] {
        var routes = Self.chat(chat) + [.sheet(.messages(chat: chat), withNavigation: true)]
        if let message { routes.append(.push(.message(chat: chat, message: message))) }
        return routes
    }

    static func search(_ query: String, page: Int?) -> [Route<LinkScreen>] {
        [.sheet(.search(query, page: page), withNavigation: true, name: "search")]
    }

    static func draft(_ id: UUID) -> [Route<LinkScreen>] {
        [.fullScreenCover(.draft(id))]
    }

    static func recipe(_ slug: Slug) -> [Route<LinkScreen>] {
        [.push(.inbox), .push(.recipe(slug))]
    }

    static let settings: [Route<LinkScreen>] = [.fullScreenCover(.settings, withNavigation: true)]
}

/// The deep-link table of the tests, built on each use: a table is not `Sendable`, so a global
/// one would be bound to an actor.
var linkTable: DeepLinkTable<LinkScreen> {
    do {
        return try DeepLinkTable<LinkScreen>(
            [
                DeepLinkPattern("") { _ in
                    []
                } values: {
                    $0.isEmpty ? [:] : nil
                },
                DeepLinkPattern("inbox") { _ in
                    [.push(.inbox)]
                } values: { _ in
                    [:]
                },
                DeepLinkPattern("chats/:chatID(Int)") { values in
                    [.push(.inbox), .push(.chat(try values.value("chatID")), name: "chat")]
                } values: { routes in
                    guard case .chat(let chat)? = routes.last?.screen else { return nil }
                    return ["chatID": chat]
                },
                DeepLinkPattern("chats/:chatID(Int)/messages/:messageID(Int)?") { values in
                    let chat = try values.value("chatID", as: Int.self)
                    var routes: [Route<LinkScreen>] = [
                        .push(.inbox), .push(.chat(chat), name: "chat"),
                        .sheet(.messages(chat: chat), withNavigation: true),
                    ]
                    if let message = try values.valueIfPresent("messageID", as: Int.self) {
                        routes.append(.push(.message(chat: chat, message: message)))
                    }
                    return routes
                } values: { routes in
                    guard routes.count >= 2, case .chat(let chat) = routes[1].screen else {
                        return nil
                    }
                    guard case .message(_, let message)? = routes.last?.screen else {
                        return ["chatID": chat]
                    }
                    return ["chatID": chat, "messageID": message]
                },
                DeepLinkPattern("search?q=:query(String)&page=:page(Int)?") { values in
                    [
                        .sheet(
                            .search(
                                try values.value("query"), page: try values.valueIfPresent("page")),
                            withNavigation: true, name: "search")
                    ]
                } values: { routes in
                    guard case .search(let query, let page)? = routes.first?.screen else {
                        return nil
                    }
                    return ["query": query, "page": page]
                },
                DeepLinkPattern("drafts/:draft(UUID)") { values in
                    [.fullScreenCover(.draft(try values.value("draft")))]
                } values: { routes in
                    guard case .draft(let id)? = routes.first?.screen else { return nil }
                    return ["draft": id]
                },
                DeepLinkPattern("recipes/:slug(Slug)") { values in
                    [.push(.inbox), .push(.recipe(try values.value("slug")))]
                } values: { routes in
                    guard case .recipe(let slug)? = routes.last?.screen else { return nil }
                    return ["slug": slug]
                },
                DeepLinkPattern("settings") { _ in
                    [.fullScreenCover(.settings, withNavigation: true)]
                } values: { _ in
                    [:]
                },
            ],
            parameterTypes: ["Slug": Slug.self]
        )
    } catch {
        fatalError("the test table must build: \(error)")
    }
}

let appBase = URL(string: "myapp://")!
let webBase = URL(string: "https://example.com")!

/// Reads a link with the test table, as shapes.
func open(_ link: String) throws -> [RouteShape] {
    guard let url = URL(string: link) else { throw DeepLinkError.noMatch("not a URL: \(link)") }
    return shapes(try linkTable.routes(for: url))
}
