import Foundation
import PropertyBased
import StapelCore
import Testing

/// A word with a capital first letter and the rest in lower case, such as `Ab`: a custom
/// parameter type the table's ambiguity check can't tell apart from the literal `ab`, which
/// matches `Ab` too, so that two patterns of one table can match the same link and the order of
/// the table decides.
private struct Capitalized: DeepLinkParameter {
    /// The word.
    var text: String

    /// Reads a word with a capital first letter and the rest in lower case.
    init?(deepLinkValue: String) {
        guard let first = deepLinkValue.first, first.isUppercase,
            deepLinkValue.dropFirst().allSatisfy(\.isLowercase)
        else { return nil }
        text = deepLinkValue
    }

    /// The word, as a link writes it.
    var deepLinkValue: String { text }
}

/// The custom parameter types of the tables: `Slug` and `Cap`.
private let parameterTypes: [String: any DeepLinkParameter.Type] = [
    "Slug": Slug.self, "Cap": Capitalized.self,
]

/// Picks from `choices` by the low digits of `code`, and drops those digits.
private func pick<Element>(_ choices: [Element], _ code: inout UInt64) -> Element {
    defer { code /= UInt64(choices.count) }
    return choices[Int(code % UInt64(choices.count))]
}

/// A pattern picked by numbers, from pieces that share first segments, start with parameters,
/// need no segment at all, or carry query items; some are malformed.
private func indexPattern(_ code: Int) -> String {
    let pieces = [
        "a", "b", "A", "ab", "ab", "Ab", "x", "1", ":p(Int)", ":p(String)", ":p(UUID)",
        ":p(Slug)", ":p(Cap)", ":p(Cap)", ":p(Int)?", ":p?", ":p(Cap)?",
    ]
    var code = UInt64(bitPattern: Int64(code))
    var segments: [String] = []
    for index in 0..<Int(pick([0, 1, 1, 2, 2, 3], &code)) {
        segments.append(pick(pieces, &code).replacingOccurrences(of: ":p", with: ":p\(index)"))
    }
    let query = pick(["", "", "?q=:q(Int)", "?q=:q(String)?", "?q=:q(Cap)"], &code)
    return segments.joined(separator: "/") + query
}

/// A link picked by numbers: segments the pattern pieces accept, refuse, or match only when
/// case is ignored, empty segments, percent-encoding, query items, and both kinds of scheme.
private func indexLink(_ code: Int) -> URL {
    let pieces = [
        "a", "A", "b", "ab", "Ab", "Ab", "Ab", "AB", "aB", "x", "1", "-1", "%41b", "",
        "00000000-0000-0000-0000-00000000000a", "ab-c",
    ]
    var code = UInt64(bitPattern: Int64(code))
    let base = pick(["myapp://", "https://example.com/", "myapp:"], &code)
    var segments: [String] = []
    for _ in 0..<Int(pick([0, 1, 1, 2, 2, 3, 4], &code)) {
        segments.append(pick(pieces, &code))
    }
    let query = pick(["", "?q=1", "?q=x", "?q=Ab", "?q=%FF", "?other=1"], &code)
    return URL(string: base + segments.joined(separator: "/") + query)!
}

/// An entry whose routes name its position in the table.
private func entry(_ pattern: String, at position: Int) -> DeepLinkPattern<Int> {
    DeepLinkPattern(pattern) { _ in
        [.push(position)]
    } values: { _ in
        nil
    }
}

/// What reading a link into routes came to: the positions the routes name, or the error.
private func outcome(_ read: () throws(DeepLinkError) -> [Route<Int>]) -> Result<
    [Int], DeepLinkError
> {
    do {
        return .success(try read().map(\.screen))
    } catch {
        return .failure(error)
    }
}

/// Reads a link as a table that tries every pattern in order would: the first pattern that
/// matches, else the first that has the link's shape but refuses a value, else no match. Each
/// pattern is tried alone, in a table of its own.
private func linearOutcome(_ patterns: [String], _ link: URL) -> Result<[Int], DeepLinkError> {
    var nearMiss: DeepLinkError?
    var noMatch: DeepLinkError?
    for (position, pattern) in patterns.enumerated() {
        let single = try! DeepLinkTable(
            [entry(pattern, at: position)], parameterTypes: parameterTypes)
        switch outcome({ () throws(DeepLinkError) in try single.routes(for: link) }) {
        case .success(let positions):
            return .success(positions)
        case .failure(.noMatch(let text)):
            noMatch = .noMatch(text)
        case .failure(let error):
            nearMiss = nearMiss ?? error
        }
    }
    return .failure(nearMiss ?? noMatch!)
}

/// The indexed deep-link table against trying every pattern in order, the way it did before it
/// had an index.
@Suite("Deep-link index properties")
struct DeepLinkIndexPropertyTests {
    @Test func theIndexedTableReadsEveryLinkAsTryingEveryPatternInOrderWould() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Gen.int().array(of: 1...24), Gen.int().array(of: 16))
        {
            patternCodes, linkCodes in
            // The patterns that can stand together, in the order given.
            var patterns: [String] = []
            for pattern in patternCodes.map(indexPattern) {
                let entries = (patterns + [pattern]).enumerated().map { entry($1, at: $0) }
                if (try? DeepLinkTable(entries, parameterTypes: parameterTypes)) != nil {
                    patterns.append(pattern)
                }
            }
            guard !patterns.isEmpty else { return }
            let table = try! DeepLinkTable(
                patterns.enumerated().map { entry($1, at: $0) }, parameterTypes: parameterTypes)
            for link in linkCodes.map(indexLink) {
                let indexed = outcome({ () throws(DeepLinkError) in try table.routes(for: link) })
                let linear = linearOutcome(patterns, link)
                #expect(indexed == linear, "\(link) in \(patterns)")
                switch linear {
                case .success: tally.add("matched")
                case .failure(.noMatch): tally.add("no match")
                case .failure: tally.add("near miss")
                }
            }
            let order = patterns.enumerated().map { entry($1, at: $0) }
            for link in linkCodes.map(indexLink) {
                let matching = (try? table.routes(for: link)).map { $0.map(\.screen) }
                let single = order.indices.filter { position in
                    let alone = try? DeepLinkTable(
                        [order[position]], parameterTypes: parameterTypes)
                    return (try? alone?.routes(for: link)) != nil
                }
                if single.count > 1 {
                    // Two patterns match: the earlier one wins.
                    #expect(matching == [single[0]])
                    tally.add("order decided")
                }
            }
        }
        // Not vacuous: links match, miss narrowly and miss, and the order decides some.
        #expect(tally["matched"] > 500)
        #expect(tally["near miss"] > 100)
        #expect(tally["no match"] > 500)
        // A few runs in a hundred see fewer than ten of these (8 was seen): any at all shows
        // that the case is reached.
        #expect(tally["order decided"] > 0)
    }

    @Test func aTableIsRefusedForTheSamePairOfPatternsAsWhenEveryPairIsChecked() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Gen.int().array(of: 1...12)) { codes in
            let patterns = codes.map(indexPattern)
            // The first pattern that is malformed or can match a link an earlier one matches,
            // and the first such earlier one, found by checking every pair.
            var expected: DeepLinkError?
            search: for (position, pattern) in patterns.enumerated() {
                do throws(DeepLinkError) {
                    _ = try DeepLinkTable([entry(pattern, at: 0)], parameterTypes: parameterTypes)
                } catch {
                    expected = error
                    break search
                }
                for earlier in patterns[..<position] {
                    do throws(DeepLinkError) {
                        _ = try DeepLinkTable(
                            [entry(earlier, at: 0), entry(pattern, at: 1)],
                            parameterTypes: parameterTypes)
                    } catch {
                        expected = error
                        break search
                    }
                }
            }
            let built = Result { () throws(DeepLinkError) in
                try DeepLinkTable(
                    patterns.enumerated().map { entry($1, at: $0) }, parameterTypes: parameterTypes)
            }
            switch built {
            case .success:
                #expect(expected == nil, "\(patterns)")
                tally.add("built")
            case .failure(let error):
                #expect(error == expected, "\(patterns)")
                if case .ambiguousPatterns = error { tally.add("ambiguous") }
            }
        }
        #expect(tally["built"] > 50)
        #expect(tally["ambiguous"] > 50)
    }
}
