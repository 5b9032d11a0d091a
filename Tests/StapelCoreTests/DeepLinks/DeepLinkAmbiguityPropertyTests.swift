import Foundation
import PropertyBased
import StapelCore
import Testing

/// A pattern picked by numbers, from pieces that overlap in many ways. Parameter names are
/// numbered by position, so only optional parameters before required segments make a pattern
/// malformed.
private func randomPattern(_ code: Int) -> String {
    let pieces = [
        "a", "b", "A", "1", "-1", "00000000-0000-0000-0000-00000000000A", ":p(Int)", ":p(String)",
        ":p(UUID)", ":p(Slug)", ":p(Int)?", ":p?", ":p(UUID)?",
    ]
    var code = UInt64(bitPattern: Int64(code))
    var segments: [String] = []
    for index in 0..<Int(code % 4) {
        code /= 4
        segments.append(
            pieces[Int(code % UInt64(pieces.count))].replacingOccurrences(
                of: ":p", with: ":p\(index)"))
        code /= UInt64(pieces.count)
    }
    return segments.joined(separator: "/")
}

/// A link picked by numbers, from segments the pattern pieces accept or refuse.
private func randomLink(_ code: Int) -> URL {
    let pieces = [
        "a", "b", "A", "B", "1", "-1", "x", "00000000-0000-0000-0000-00000000000a", "ab-c",
    ]
    var code = UInt64(bitPattern: Int64(code))
    var segments: [String] = []
    for _ in 0..<Int(code % 5) {
        code /= 5
        segments.append(pieces[Int(code % UInt64(pieces.count))])
        code /= UInt64(pieces.count)
    }
    return URL(string: "myapp://" + segments.joined(separator: "/"))!
}

@Suite("Deep-link ambiguity properties")
struct DeepLinkAmbiguityPropertyTests {
    @Test func noLinkMatchesTwoPatternsOfATableThatBuilds() async {
        let tally = Tally()
        await propertyCheck(count: 1000, input: Gen.int().array(of: 2...4), Gen.int().array(of: 12))
        {
            patternCodes, linkCodes in
            let patterns = patternCodes.map(randomPattern)
            func entry(_ pattern: String) -> DeepLinkPattern<Int> {
                DeepLinkPattern(pattern) { _ in
                    []
                } values: { _ in
                    nil
                }
            }
            guard
                (try? DeepLinkTable(patterns.map(entry), parameterTypes: ["Slug": Slug.self]))
                    != nil
            else { return }
            tally.add("built")
            for link in linkCodes.map(randomLink) {
                let matching = patterns.filter { pattern in
                    let single = try? DeepLinkTable(
                        [entry(pattern)], parameterTypes: ["Slug": Slug.self])
                    return (try? single?.routes(for: link)) != nil
                }
                #expect(matching.count <= 1, "\(matching) all match \(link)")
                if matching.count == 1 { tally.add("matched") }
            }
        }
        // The property is not vacuous: many tables build, and many links match one pattern.
        #expect(tally["built"] > 100)
        #expect(tally["matched"] > 100)
    }

    @Test func literalPatternsAreAmbiguousExactlyWhenTheyAreEqualButForCase() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...15).array(of: 2)) { codes in
            let words = [
                "a", "A", "b", "a/b", "A/B", "a/c", "b/a", "", "a/b/c", "B", "c", "C", "a/B", "ab",
                "Ab", "a/a",
            ]
            let first = words[codes[0]]
            let second = words[codes[1]]
            let built = try? DeepLinkTable<Int>([
                DeepLinkPattern(first) { _ in
                    []
                } values: { _ in
                    nil
                },
                DeepLinkPattern(second) { _ in
                    []
                } values: { _ in
                    nil
                },
            ])
            #expect(
                (built == nil) == (first.lowercased() == second.lowercased()),
                "\(first) and \(second)")
        }
    }
}
