import Foundation
import StapelCore
import Testing

/// A screen whose coding fails with a message as long as the text it is given.
private struct HostileScreen: Hashable, Sendable, Codable {
    static let message = String(repeating: "m", count: 100_000)

    init() {}

    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: Self.message))
    }

    func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            self, EncodingError.Context(codingPath: [], debugDescription: Self.message))
    }
}

/// An error with a long description, thrown by a deep-link entry.
private struct LongError: Error, CustomStringConvertible {
    var description: String { String(repeating: "e", count: 100_000) }
}

/// A type whose name is more than 200 characters long.
private struct
    AVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeName:
        Hashable, Sendable
{}

@MainActor
@Suite("Quoted input in errors")
struct QuotedInputTests {
    /// The cap every error shares, as documented.
    let cap = 200
    let long = String(repeating: "9", count: 1_000_000)

    /// The text each error quotes from a long input, by case, with the text it quotes from.
    func quotes() throws -> [(label: String, quoted: String, source: String)] {
        var quotes: [(String, String, String)] = []
        func record(_ label: String, _ error: (any Error)?, source: String = "") {
            switch error {
            case DeepLinkError.noMatch(let text)?: quotes.append((label, text, source))
            case DeepLinkError.invalidParameter(_, let text)?: quotes.append((label, text, source))
            case DeepLinkError.entryFailed(_, let reason)?: quotes.append((label, reason, source))
            case DeepLinkError.invalidPattern(let pattern, let reason)?:
                quotes.append((label + " pattern", pattern, source))
                quotes.append((label + " reason", reason, ""))
            case DeepLinkError.ambiguousPatterns(let first, let second)?:
                quotes.append((label + " first", first, source))
                quotes.append((label + " second", second, source))
            case RestorationError.encodingFailed(let reason)?:
                quotes.append((label, reason, source))
            case RestorationError.unregisteredType(let type)?: quotes.append((label, type, source))
            default: Issue.record("\(label): unexpected \(String(describing: error))")
            }
        }
        func thrown(_ body: () throws -> Void) -> (any Error)? {
            do {
                try body()
                return nil
            } catch {
                return error
            }
        }

        let noMatch = "myapp://nowhere/\(long)"
        record(
            "noMatch", thrown { _ = try linkTable.routes(for: URL(string: noMatch)!) },
            source: noMatch)
        record(
            "path parameter",
            thrown { _ = try linkTable.routes(for: URL(string: "myapp://chats/\(long)")!) },
            source: long)
        record(
            "query parameter",
            thrown {
                _ = try linkTable.routes(for: URL(string: "myapp://search?q=x&page=\(long)")!)
            },
            source: long)
        let undecodable = "%FF" + long
        record(
            "undecodable query parameter",
            thrown {
                _ = try linkTable.routes(for: URL(string: "myapp://search?q=\(undecodable)")!)
            },
            source: undecodable)
        record(
            "value", thrown { _ = try DeepLinkValues(texts: ["n": long]).value("n", as: Int.self) },
            source: long)
        let failing = try DeepLinkTable<Int>([
            DeepLinkPattern("fail") { _ in
                throw LongError()
            } values: { _ in
                nil
            }
        ])
        record(
            "entry", thrown { _ = try failing.routes(for: URL(string: "myapp://fail")!) },
            source: LongError().description)
        let badPattern = "a(" + long
        record(
            "pattern", thrown { _ = try DeepLinkTable<Int>([entry(badPattern)]) },
            source: badPattern)
        let ambiguous = String(repeating: "x", count: 100_000)
        record(
            "ambiguous",
            thrown {
                _ = try DeepLinkTable<Int>([entry("\(ambiguous)/:a"), entry("\(ambiguous)/:b")])
            },
            source: ambiguous)

        let stack = Stack<HostileScreen>(routes: [.push(HostileScreen())])
        record("encoding", thrown { _ = try stack.snapshotData() }, source: HostileScreen.message)
        let unregistered = Stack<AnyScreen>(routes: [
            .push(
                AnyScreen(
                    AVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeName()
                ))
        ])
        record(
            "unregistered type",
            thrown { _ = try unregistered.snapshotData(using: ScreenTypeRegistry()) },
            source: String(
                describing:
                    AVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeNameVeryLongScreenTypeName
                    .self))
        return quotes
    }

    func entry(_ pattern: String) -> DeepLinkPattern<Int> {
        DeepLinkPattern(pattern) { _ in
            []
        } values: { _ in
            nil
        }
    }

    @Test func everyErrorCutsWhatItQuotesAtTheSameLength() throws {
        let quotes = try quotes()
        #expect(quotes.count == 12)
        for (label, quoted, source) in quotes {
            #expect(quoted.unicodeScalars.count == cap, "\(label): \(quoted.unicodeScalars.count)")
            if !source.isEmpty {
                #expect(
                    source.hasPrefix(quoted)
                        || source.unicodeScalars.starts(with: quoted.unicodeScalars), "\(label)")
            }
        }
    }

    @Test func savedDataIsQuotedWithTheSameCap() throws {
        let longName = String(repeating: "t", count: 100_000)
        let mixed = try StackSnapshot<AnyScreen>(
            jsonData: savedJSON([
                #"{"id":1,"style":"push","screen":{"type":"\#(longName)","value":5}}"#
            ]),
            registry: testRegistry())
        let typed = try StackSnapshot<HostileScreen>(
            jsonData: savedJSON([#"{"id":1,"style":"push","screen":{}}"#]))
        guard case .unknownType(let name)? = mixed.droppedRoutes.first?.reason,
            case .invalidScreen(let reason)? = typed.droppedRoutes.first?.reason
        else {
            Issue.record(
                "expected two dropped routes: \(mixed.droppedRoutes), \(typed.droppedRoutes)")
            return
        }
        #expect(name == String(longName.prefix(cap)))
        #expect(reason.unicodeScalars.count == cap)
        #expect(HostileScreen.message.hasSuffix(reason.suffix(10)))
    }

    @Test func aCharacterOfAMillionCombiningMarksIsCutToo() {
        let zalgo = "7" + String(repeating: "\u{301}", count: 1_000_000)
        #expect(zalgo.count == 1)
        guard
            case .invalidParameter(_, let text)? = thrownLinkError({
                _ = try DeepLinkValues(texts: ["n": zalgo]).value("n", as: Int.self)
            })
        else {
            Issue.record("expected an invalid parameter")
            return
        }
        #expect(text.unicodeScalars.count == cap)
        #expect(text.utf8.count < 1_000)
    }

    @Test func shortTextIsQuotedWhole() {
        #expect(
            thrownLinkError({ _ = try DeepLinkValues(texts: ["n": "x"]).value("n", as: Int.self) })
                == .invalidParameter(name: "n", text: "x"))
        let atTheCap = String(repeating: "8", count: cap - 1) + "x"
        #expect(
            thrownLinkError({
                _ = try DeepLinkValues(texts: ["n": atTheCap]).value("n", as: Int.self)
            }) == .invalidParameter(name: "n", text: atTheCap))
        let exact = String(repeating: "8", count: cap) + "x"
        #expect(
            thrownLinkError({ _ = try DeepLinkValues(texts: ["n": exact]).value("n", as: Int.self) }
            )
                == .invalidParameter(name: "n", text: String(exact.prefix(cap))))
    }

    func thrownLinkError(_ body: () throws -> Void) -> DeepLinkError? {
        do {
            try body()
            return nil
        } catch {
            return error as? DeepLinkError
        }
    }
}
