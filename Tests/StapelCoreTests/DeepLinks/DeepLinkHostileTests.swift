import Foundation
import StapelCore
import Testing

/// What a hostile link must come to.
private enum Expected {
    /// Foundation does not take the text as a URL at all.
    case notAURL
    case routes([RouteShape])
    case error(DeepLinkError)
    /// No pattern matches; the error carries at most 200 characters of the link.
    case noMatch
}

@Suite("Hostile deep links")
struct DeepLinkHostileTests {
    private func check(
        _ link: String, _ expected: Expected, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let url = URL(string: link) else {
            guard case .notAURL = expected else {
                Issue.record("not a URL: \(link.prefix(80))", sourceLocation: sourceLocation)
                return
            }
            return
        }
        let outcome = Result { try linkTable.routes(for: url) }
        switch (expected, outcome) {
        case (.routes(let shapes), .success(let routes)):
            #expect(StapelCoreTests.shapes(routes) == shapes, sourceLocation: sourceLocation)
        case (.error(let error), .failure(let thrown)):
            #expect(thrown as? DeepLinkError == error, sourceLocation: sourceLocation)
        case (.noMatch, .failure(DeepLinkError.noMatch(let text))):
            #expect(text.count <= 200, sourceLocation: sourceLocation)
            #expect(url.absoluteString.hasPrefix(text), sourceLocation: sourceLocation)
        default:
            Issue.record("\(link.prefix(80)): \(outcome)", sourceLocation: sourceLocation)
        }
    }

    @Test func emptyAndSlashOnlyLinksOpenTheRoot() {
        check("", .notAURL)
        check("/", .routes([]))
        check("////", .routes([]))
        check("myapp:////", .routes([]))
        check("https://example.com///", .routes([]))
    }

    @Test func malformedPercentEncoding() {
        // Foundation takes a stray % as a literal one.
        check("myapp://chats/%", .error(.invalidParameter(name: "chatID", text: "%")))
        check("myapp://chats/%zz", .error(.invalidParameter(name: "chatID", text: "%zz")))
        check("myapp://chats/%E2%82", .noMatch)
        // A query item's bad encoding fails only a pattern that names the item.
        check("myapp://search?q=%FF", .error(.invalidParameter(name: "query", text: "%FF")))
        check(
            "myapp://search?q=x&page=%E2%82",
            .error(.invalidParameter(name: "page", text: "%E2%82")))
        check("myapp://chats/%00", .error(.invalidParameter(name: "chatID", text: "\u{0}")))
        check("myapp://chats/%2F42", .error(.invalidParameter(name: "chatID", text: "/42")))
    }

    @Test func queryItemsNoPatternNamesAreIgnoredEvenWhenBadlyEncoded() {
        check("myapp://chats/42?utm=%FF", .routes(shapes(LinkRoutes.chat(42))))
        check("myapp://inbox?utm=%E2%82&ref=%", .routes([RouteShape(screen: .inbox, style: .push)]))
        check("myapp://chats/42?%FF=1", .routes(shapes(LinkRoutes.chat(42))))
        check(
            "myapp://search?utm=%FF&q=pasta", .routes(shapes(LinkRoutes.search("pasta", page: nil)))
        )
        // The first of two items with the same key counts, whether or not it decodes.
        check("myapp://search?q=%FF&q=pasta", .error(.invalidParameter(name: "query", text: "%FF")))
        check(
            "myapp://search?q=pasta&q=%FF", .routes(shapes(LinkRoutes.search("pasta", page: nil))))
    }

    @Test func unicodeAndLookAlikeDigits() {
        check("myapp://chats/%D9%A4%D9%A2", .error(.invalidParameter(name: "chatID", text: "٤٢")))
        check(
            "myapp://chats/%EF%BC%94%EF%BC%92",
            .error(.invalidParameter(name: "chatID", text: "４２")))
        check("myapp://%E2%84%AAhats/1", .noMatch)
        check("myapp://search?q=%F0%9F%8D%9C", .routes(shapes(LinkRoutes.search("🍜", page: nil))))
    }

    @Test func hugeNumbers() {
        let digits = String(repeating: "9", count: 100_000)
        check(
            "myapp://chats/\(digits)",
            .error(.invalidParameter(name: "chatID", text: String(digits.prefix(200)))))
        check("myapp://chats/\(Int.min)", .routes(shapes(LinkRoutes.chat(.min))))
        check(
            "myapp://chats/-9223372036854775809",
            .error(.invalidParameter(name: "chatID", text: "-9223372036854775809")))
        check("myapp://chats/%2B5", .routes(shapes(LinkRoutes.chat(5))))
        check("myapp://search?q=x&page=1e3", .error(.invalidParameter(name: "page", text: "1e3")))
    }

    @Test func tenThousandSegments() {
        let segments = Array(repeating: "a", count: 10_000).joined(separator: "/")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            check("myapp://\(segments)", .noMatch)
            check("https://example.com/chats/1/messages/1/\(segments)", .noMatch)
            check(
                "myapp://chats/1\(String(repeating: "/", count: 10_000))",
                .routes(shapes(LinkRoutes.chat(1))))
            let items = Array(repeating: "x=1", count: 10_000).joined(separator: "&")
            check(
                "myapp://search?\(items)&q=end",
                .routes(shapes(LinkRoutes.search("end", page: nil))))
        }
        #expect(elapsed < .seconds(5))
    }

    @Test func otherSchemesAndParts() {
        check("javascript:alert(1)", .noMatch)
        check("file:///etc/passwd", .noMatch)
        check("mailto:someone@example.com", .noMatch)
        check("myapp://user:secret@chats:99/42?#", .routes(shapes(LinkRoutes.chat(42))))
        check("myapp://chats/42/..", .noMatch)
        check("myapp://chats/42#/messages/1", .routes(shapes(LinkRoutes.chat(42))))
        check("myapp://CHATS/42", .routes(shapes(LinkRoutes.chat(42))))
    }
}
