// libFuzzer harness for the deep-link matcher and pattern parser.
//
// An input that starts with "P\n" is a list of patterns, one a line, then a link: the harness
// builds a table from the patterns, and if it builds, no two of them may match the link. Any
// other input is read as a URL and matched against a fixed table; a link that opens must write
// a link that opens the same routes again.
import Foundation
import IssueReporting

enum FuzzScreen: Hashable, Sendable {
    case inbox
    case chat(Int)
    case message(chat: Int, message: Int)
    case search(String, page: Int?)
    case draft(UUID)
    case tag(String)
    case settings
}

struct Slug: DeepLinkParameter, Hashable {
    var text: String
    init?(deepLinkValue: String) {
        guard !deepLinkValue.isEmpty, deepLinkValue.count <= 40,
            deepLinkValue.allSatisfy({ $0.isLetter || $0 == "-" })
        else { return nil }
        text = deepLinkValue
    }
    var deepLinkValue: String { text }
}

// A table is not `Sendable`; libFuzzer calls the harness on one thread only.
nonisolated(unsafe) let fuzzTable: DeepLinkTable<FuzzScreen> = {
    do {
        return try DeepLinkTable<FuzzScreen>(
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
                DeepLinkPattern("chats/:chatID(Int)/messages/:messageID(Int)?") { values in
                    let chat = try values.value("chatID", as: Int.self)
                    var routes: [Route<FuzzScreen>] = [
                        .push(.inbox), .push(.chat(chat), name: "chat"),
                    ]
                    if let message = try values.valueIfPresent("messageID", as: Int.self) {
                        routes.append(.sheet(.message(chat: chat, message: message)))
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
                            withNavigation: true)
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
                DeepLinkPattern("tags/:tag(Slug)/:extra?") { values in
                    var routes: [Route<FuzzScreen>] = [
                        .push(.tag(try values.value("tag", as: Slug.self).text))
                    ]
                    if let extra = try values.valueIfPresent("extra", as: String.self) {
                        routes.append(.push(.tag(extra)))
                    }
                    return routes
                } values: { routes in
                    guard case .tag(let tag)? = routes.first?.screen else { return nil }
                    guard routes.count == 2, case .tag(let extra) = routes[1].screen else {
                        return ["tag": Slug(deepLinkValue: tag)]
                    }
                    return ["tag": Slug(deepLinkValue: tag), "extra": extra]
                },
                DeepLinkPattern("settings") { _ in
                    [.sheet(.settings)]
                } values: { _ in
                    [:]
                },
            ],
            parameterTypes: ["Slug": Slug.self]
        )
    } catch {
        fatalError("the fuzz table must build: \(error)")
    }
}()

let fixedLinks = [
    "myapp://a/1", "https://x.org/a/b/c?q=1", "a", "", "myapp://",
    "x/00000000-0000-0000-0000-000000000000",
]
.compactMap { URL(string: $0) }

/// Patterns one a line, then a link on the last line. A table that builds must not have two
/// patterns that both match the link: the ambiguity check must be sound.
func fuzzPatterns(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(9).map(
        String.init)
    let link = lines.count > 1 ? lines.removeLast() : ""
    func entry(_ pattern: String) -> DeepLinkPattern<Int> {
        DeepLinkPattern<Int>(pattern) { values in
            [.push(values.texts.count)]
        } values: { _ in
            nil
        }
    }
    guard let table = try? DeepLinkTable(lines.map(entry), parameterTypes: ["Slug": Slug.self])
    else { return }
    for url in fixedLinks {
        _ = try? table.routes(for: url)
    }
    guard let url = URL(string: link) else { return }
    let matching = lines.filter { pattern in
        guard let single = try? DeepLinkTable([entry(pattern)], parameterTypes: ["Slug": Slug.self])
        else { fatalError("a pattern of a table that builds must build alone: \(pattern)") }
        return (try? single.routes(for: url)) != nil
    }
    guard matching.count <= 1 else {
        fatalError("patterns \(matching) of one table all match \(link)")
    }
}

func fuzzURL(_ text: String) {
    guard let url = URL(string: text) else { return }
    guard let routes = try? fuzzTable.routes(for: url) else { return }
    guard RouteListError.firstError(in: routes) == nil else {
        fatalError("invalid route list from \(text)")
    }
    let written: URL
    do {
        written = try fuzzTable.url(for: routes, base: URL(string: "myapp://")!)
    } catch {
        fatalError("no link for the routes of \(text): \(routes.map(\.screen))")
    }
    guard let reopened = try? fuzzTable.routes(for: written),
        reopened.map(\.screen) == routes.map(\.screen),
        reopened.map(\.style) == routes.map(\.style),
        reopened.map(\.name) == routes.map(\.name)
    else {
        fatalError("round trip of \(text) through \(written) changed the routes")
    }
}

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: size), as: UTF8.self)
    withIssueReporters([]) {
        if text.hasPrefix("P\n") {
            fuzzPatterns(String(text.dropFirst(2)))
        } else {
            fuzzURL(text)
        }
    }
    return 0
}
