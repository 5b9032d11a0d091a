import CustomDump
import Foundation
import StapelCore
import Testing

/// A table of one pattern whose routes list its values, sorted, as `name=text` pushes.
private func echoTable(_ pattern: String) throws -> DeepLinkTable<String> {
    try DeepLinkTable<String>(
        [
            DeepLinkPattern(pattern) { values in
                values.texts.sorted { $0.key < $1.key }.map { .push("\($0.key)=\($0.value)") }
            } values: { _ in
                nil
            }
        ],
        parameterTypes: ["Slug": Slug.self]
    )
}

private func echo(_ pattern: String, _ link: String) throws -> [String] {
    try echoTable(pattern).routes(for: URL(string: link)!).map(\.screen)
}

private func tableError(_ patterns: [String]) -> DeepLinkError? {
    do {
        _ = try DeepLinkTable<Int>(
            patterns.map {
                DeepLinkPattern($0) { _ in
                    []
                } values: { _ in
                    nil
                }
            },
            parameterTypes: ["Slug": Slug.self])
        return nil
    } catch {
        return error
    }
}

@Suite("Deep-link patterns")
struct DeepLinkTableTests {
    @Test func valuesDescribeThemselvesSortedByName() {
        let values: DeepLinkValues = ["page": 2, "chatID": 42, "query": "swift"]
        #expect(values.description == "[chatID=42, page=2, query=swift]")
        #expect(DeepLinkValues().description == "[]")
    }

    @Test func literalSegmentsMatchWithoutRegardToCase() throws {
        #expect(try open("myapp://inbox") == shapes([.push(.inbox)]))
        #expect(try open("myapp://INBOX") == shapes([.push(.inbox)]))
        #expect(throws: DeepLinkError.noMatch("myapp://outbox")) { try open("myapp://outbox") }
    }

    @Test func theHostIsTheFirstSegmentForCustomSchemes() throws {
        let expected = shapes(LinkRoutes.chat(42))
        #expect(try open("myapp://chats/42") == expected)
        #expect(try open("myapp:chats/42") == expected)
        #expect(try open("myapp:///chats/42") == expected)
    }

    @Test func webLinksMatchOnThePathOnly() throws {
        let expected = shapes(LinkRoutes.chat(42))
        #expect(try open("https://example.com/chats/42") == expected)
        #expect(try open("HTTP://other.org:8080/chats/42#top") == expected)
        // The host is not a segment for the web.
        #expect(throws: DeepLinkError.self) { try open("https://chats/42") }
    }

    @Test func linksWithoutSchemeMatchOnThePath() throws {
        #expect(try open("chats/42") == shapes(LinkRoutes.chat(42)))
        #expect(try open("/settings") == shapes(LinkRoutes.settings))
    }

    @Test func aLinkRelativeToABaseMatchesAsTheWholeLink() throws {
        let expected = shapes(LinkRoutes.chat(42))
        let custom = try #require(URL(string: "42", relativeTo: URL(string: "myapp://chats/")))
        #expect(shapes(try linkTable.routes(for: custom)) == expected)
        let web = try #require(
            URL(string: "42", relativeTo: URL(string: "https://example.com/chats/")))
        #expect(shapes(try linkTable.routes(for: web)) == expected)
    }

    @Test func emptySegmentsAreIgnored() throws {
        #expect(try open("myapp://chats//42/") == shapes(LinkRoutes.chat(42)))
        #expect(try open("https://example.com//settings//") == shapes(LinkRoutes.settings))
    }

    @Test func theEmptyPatternMatchesTheRoot() throws {
        #expect(try open("myapp://") == [])
        #expect(try open("https://example.com/") == [])
        #expect(try open("https://example.com") == [])
    }

    @Test func intParameters() throws {
        #expect(try open("myapp://chats/-7") == shapes(LinkRoutes.chat(-7)))
        #expect(try open("myapp://chats/\(Int.max)") == shapes(LinkRoutes.chat(.max)))
        #expect(throws: DeepLinkError.invalidParameter(name: "chatID", text: "4e2")) {
            try open("myapp://chats/4e2")
        }
        #expect(
            throws: DeepLinkError.invalidParameter(name: "chatID", text: "99999999999999999999")
        ) {
            try open("myapp://chats/99999999999999999999")
        }
    }

    @Test func stringParametersArePercentDecoded() throws {
        #expect(try echo("tags/:tag", "myapp://tags/caf%C3%A9%20au%2Flait") == ["tag=café au/lait"])
        #expect(try echo("tags/:tag(String)", "myapp://tags/%F0%9F%8D%9C") == ["tag=🍜"])
    }

    @Test func uuidParameters() throws {
        let id = UUID()
        #expect(try open("myapp://drafts/\(id.uuidString)") == shapes(LinkRoutes.draft(id)))
        #expect(
            try open("myapp://drafts/\(id.uuidString.lowercased())") == shapes(LinkRoutes.draft(id))
        )
        #expect(throws: DeepLinkError.invalidParameter(name: "draft", text: "not-a-uuid")) {
            try open("myapp://drafts/not-a-uuid")
        }
    }

    @Test func customParameterTypes() throws {
        let slug = try #require(Slug(deepLinkValue: "green-curry"))
        #expect(try open("myapp://recipes/green-curry") == shapes(LinkRoutes.recipe(slug)))
        #expect(throws: DeepLinkError.invalidParameter(name: "slug", text: "Green Curry")) {
            try open("myapp://recipes/Green%20Curry")
        }
    }

    @Test func optionalParameters() throws {
        #expect(
            try open("myapp://chats/1/messages") == shapes(LinkRoutes.messages(1, message: nil)))
        #expect(
            try open("myapp://chats/1/messages/9") == shapes(LinkRoutes.messages(1, message: 9)))
        #expect(throws: DeepLinkError.self) { try open("myapp://chats/1/messages/9/10") }
        #expect(try echo("a/:x(Int)?/:y(Int)?", "myapp://a/1") == ["x=1"])
        #expect(try echo("a/:x(Int)?/:y(Int)?", "myapp://a/1/2") == ["x=1", "y=2"])
        #expect(try echo("a/:x(Int)?/:y(Int)?", "myapp://a") == [])
    }

    @Test func aQuestionMarkAfterAParameterMarksItOptional() throws {
        // Followed by the end, `/` or `?`, it is the optional marker; otherwise the query starts.
        #expect(try echo("a/:x?", "myapp://a") == [])
        #expect(try echo("a/:x??q=:y?", "myapp://a/1?q=2") == ["x=1", "y=2"])
        #expect(try echo("a/:x?q=:y", "myapp://a/1?q=2") == ["x=1", "y=2"])
        #expect(throws: DeepLinkError.self) { try echo("a/:x?q=:y", "myapp://a?q=2") }
        // The pattern's first segment is a segment too.
        #expect(try echo(":x(Int)?", "myapp://7") == ["x=7"])
        #expect(try echo(":x(Int)?/:y?", "myapp://7/b") == ["x=7", "y=b"])
    }

    @Test func queryItems() throws {
        #expect(try open("myapp://search?q=pasta") == shapes(LinkRoutes.search("pasta", page: nil)))
        #expect(
            try open("myapp://search?page=2&q=a%20b") == shapes(LinkRoutes.search("a b", page: 2)))
        // Other items are ignored, and the first of two equal keys counts.
        #expect(
            try open("myapp://search?utm=x&q=one&q=two")
                == shapes(LinkRoutes.search("one", page: nil)))
        #expect(try open("myapp://search?q=") == shapes(LinkRoutes.search("", page: nil)))
        #expect(throws: DeepLinkError.missingParameter(name: "query")) {
            try open("myapp://search?page=2")
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "page", text: "two")) {
            try open("myapp://search?q=x&page=two")
        }
    }

    @Test func aValueTheClosureReadsAsAnotherTypeIsAnInvalidParameter() throws {
        let table = try DeepLinkTable<Int>([
            DeepLinkPattern("n/:n") { values in
                [.push(try values.value("n", as: Int.self))]
            } values: { _ in
                nil
            }
        ])
        #expect(throws: DeepLinkError.invalidParameter(name: "n", text: "x")) {
            try table.routes(for: URL(string: "myapp://n/x")!)
        }
        #expect(try table.routes(for: URL(string: "myapp://n/5")!).map(\.screen) == [5])
    }

    @Test func readingAnUndeclaredParameterIsAMissingParameter() throws {
        let table = try DeepLinkTable<Int>([
            DeepLinkPattern("n") { values in
                [.push(try values.value("n", as: Int.self))]
            } values: { _ in
                nil
            }
        ])
        #expect(throws: DeepLinkError.missingParameter(name: "n")) {
            try table.routes(for: URL(string: "myapp://n")!)
        }
    }

    @Test func otherErrorsOfTheClosureAreWrapped() throws {
        struct Refused: Error {}
        let table = try DeepLinkTable<Int>([
            DeepLinkPattern("x") { _ in
                throw Refused()
            } values: { _ in
                nil
            }
        ])
        #expect(throws: DeepLinkError.entryFailed(pattern: "x", reason: "Refused()")) {
            try table.routes(for: URL(string: "myapp://x")!)
        }
    }

    @Test func routesThatCantStandOnAStackAreAnError() throws {
        let table = try DeepLinkTable<Int>([
            DeepLinkPattern("x") { _ in
                [.sheet(1), .push(2)]
            } values: { _ in
                nil
            }
        ])
        #expect {
            try table.routes(for: URL(string: "myapp://x")!)
        } throws: { error in
            guard
                case .invalidRouteList(.pushWithoutNavigation(_, index: 1))? = error
                    as? DeepLinkError
            else { return false }
            return true
        }
    }

    @Test func errorsDescribeThemselves() {
        #expect(DeepLinkError.missingParameter(name: "q").description == "parameter q is missing")
        #expect(
            DeepLinkError.ambiguousPatterns("a", "b").description
                == "patterns \"a\" and \"b\" can match the same link")
    }
}

@Suite("Deep-link tables are checked when built")
struct DeepLinkTableBuildTests {
    @Test func overlappingPatternsAreAmbiguous() {
        #expect(
            tableError(["chats/new", "chats/:id"]) == .ambiguousPatterns("chats/new", "chats/:id"))
        #expect(
            tableError(["chats/:a(Int)", "chats/:b(Int)"])
                == .ambiguousPatterns("chats/:a(Int)", "chats/:b(Int)"))
        #expect(tableError(["Chats", "chats"]) == .ambiguousPatterns("Chats", "chats"))
        #expect(tableError(["a/:x(Int)?", "a"]) == .ambiguousPatterns("a/:x(Int)?", "a"))
        #expect(
            tableError(["a/:x(Int)?/:y?", "a/1/c"]) == .ambiguousPatterns("a/:x(Int)?/:y?", "a/1/c")
        )
        #expect(tableError(["n/42", "n/:id(Int)"]) == .ambiguousPatterns("n/42", "n/:id(Int)"))
        #expect(
            tableError(["r/:s(Slug)", "r/:n(Int)"]) == .ambiguousPatterns("r/:s(Slug)", "r/:n(Int)")
        )
        // Query items don't tell links apart: other items are ignored.
        #expect(tableError(["s?q=:q", "s"]) == .ambiguousPatterns("s?q=:q", "s"))
    }

    @Test func patternsThatCantMatchTheSameLinkAreFine() {
        #expect(tableError(["chats/new", "chats/:id(Int)"]) == nil)
        #expect(tableError(["x/:id(Int)", "x/:id(UUID)"]) == nil)
        #expect(tableError(["a", "a/b", "a/:x(Int)/c"]) == nil)
        #expect(tableError(["a/:x(Int)?", "a/b/c"]) == nil)
        #expect(tableError(["a/:x(Int)?/:y?", "a/b/c"]) == nil)
        #expect(tableError(["", "a"]) == nil)
    }

    @Test func malformedPatternsAreRejected() {
        func reason(_ pattern: String) -> String? {
            guard case .invalidPattern(let source, let reason)? = tableError([pattern]) else {
                return nil
            }
            #expect(source == pattern)
            return reason
        }
        #expect(reason("a/:x(Float)")?.contains("unknown parameter type Float") == true)
        #expect(reason("a/:x?/b")?.contains("follows an optional parameter") == true)
        #expect(reason("a/:x?/:y")?.contains("follows an optional parameter") == true)
        #expect(reason("a/:x/:x")?.contains("appears twice") == true)
        #expect(reason("a/:x?q=:x")?.contains("appears twice") == true)
        #expect(reason("a?q=:x&q=:y")?.contains("appears twice") == true)
        #expect(reason("a/:x(Int")?.contains("closing )") == true)
        #expect(reason("a/:")?.contains("parameter name") == true)
        #expect(reason("a/:b-c")?.contains("parameter name") == true)
        #expect(reason("a?q")?.contains("key=:name(Type)") == true)
        #expect(reason("a?q=x")?.contains("key=:name(Type)") == true)
        #expect(reason("a?=:x")?.contains("key=:name(Type)") == true)
        #expect(reason("a?=q=:x")?.contains("key=:name(Type)") == true)
        #expect(reason("a(b)")?.contains("reserved character") == true)
    }

    @Test func customTypesMayReplaceBuiltInOnes() throws {
        let table = try DeepLinkTable<String>(
            [
                DeepLinkPattern("r/:x(Int)") { values in
                    [.push(try values.value("x", as: Slug.self).text)]
                } values: { _ in
                    nil
                }
            ],
            parameterTypes: ["Int": Slug.self]
        )
        #expect(try table.routes(for: URL(string: "a:r/abc")!).map(\.screen) == ["abc"])
    }
}

@Suite("Writing deep links")
struct DeepLinkWritingTests {
    @Test func customSchemesPutTheFirstSegmentInTheHost() throws {
        let url = try linkTable.url(for: LinkRoutes.messages(4, message: 2), base: appBase)
        #expect(url.absoluteString == "myapp://chats/4/messages/2")
    }

    @Test func webLinksKeepSchemeHostAndPort() throws {
        let base = URL(string: "https://example.com:8443/ignored/path?x=1")!
        let url = try linkTable.url(for: LinkRoutes.chat(4), base: base)
        #expect(url.absoluteString == "https://example.com:8443/chats/4")
    }

    @Test func aBaseRelativeToAWebAddressKeepsItsHost() throws {
        let base = try #require(
            URL(string: "ignored/path", relativeTo: URL(string: "https://example.com:8443/app/")))
        let url = try linkTable.url(for: LinkRoutes.chat(4), base: base)
        #expect(url.absoluteString == "https://example.com:8443/chats/4")
    }

    @Test func valuesArePercentEncoded() throws {
        let routes = LinkRoutes.search("a b/c?d&e=f#g 🍜", page: 3)
        let url = try linkTable.url(for: routes, base: webBase)
        #expect(
            url.absoluteString
                == "https://example.com/search?q=a%20b%2Fc%3Fd%26e%3Df%23g%20%F0%9F%8D%9C&page=3")
        expectNoDifference(shapes(try linkTable.routes(for: url)), shapes(routes))
    }

    @Test func theRootIsTheEmptyLink() throws {
        #expect(try linkTable.url(for: [], base: appBase).absoluteString == "myapp://")
        #expect(try linkTable.url(for: [], base: webBase).absoluteString == "https://example.com/")
    }

    @Test func routesNoPatternOpensAreNotRepresentable() {
        // The values closure of the chat pattern matches, but its link opens other routes.
        #expect(throws: DeepLinkError.notRepresentable) {
            try linkTable.url(for: [.push(.chat(1))], base: appBase)
        }
        #expect(throws: DeepLinkError.notRepresentable) {
            try linkTable.url(for: [.push(.inbox, name: "renamed")], base: appBase)
        }
        #expect(throws: DeepLinkError.notRepresentable) {
            try linkTable.url(for: [.sheet(.settings)], base: appBase)
        }
    }

    @Test func aValueOfTheWrongTypeIsNotWritten() throws {
        let table = try DeepLinkTable<String>([
            DeepLinkPattern("n/:n(Int)") { values in
                [.push(try values.value("n"))]
            } values: { routes in
                ["n": routes.first?.screen]
            }
        ])
        #expect(throws: DeepLinkError.notRepresentable) {
            try table.url(for: [.push("x")], base: appBase)
        }
        #expect(try table.url(for: [.push("5")], base: appBase).absoluteString == "myapp://n/5")
    }
}
