/// The patterns of a ``DeepLinkTable`` sorted by what a link's first segment must be for them to
/// match it, so that reading a link tries only the patterns that can match it.
///
/// A pattern whose first segment is a literal matches only links whose first segment is that
/// literal, ignoring case; a pattern whose first segment is a parameter may match any link with
/// a first segment; and a link without segments can match only patterns that need none. Every
/// pattern the index leaves out would have answered "no match", so trying the rest in table
/// order gives what trying them all would: the first match, or else the first near miss.
struct DeepLinkIndex: Sendable {
    /// The patterns whose first segment is a literal, by that literal lowercased; each list in
    /// table order.
    private var byFirstLiteral: [String: [Int]] = [:]
    /// The patterns whose first segment is a parameter, in table order.
    private var parameterFirst: [Int] = []
    /// The patterns that need no segment at all, in table order.
    private var needingNoSegment: [Int] = []
    /// How many patterns are indexed: the position the next one gets.
    private(set) var count = 0

    /// An empty index.
    init() {}

    /// Indexes the next pattern of the table.
    /// - Complexity: O(1) amortised.
    mutating func append(_ pattern: ParsedLinkPattern) {
        switch pattern.segments.first {
        case .literal(_, let lowercased)?:
            byFirstLiteral[lowercased, default: []].append(count)
        case .parameter?:
            parameterFirst.append(count)
        case nil:
            break
        }
        if pattern.requiredCount == 0 { needingNoSegment.append(count) }
        count += 1
    }

    /// The positions of the patterns that can match a link, in table order.
    /// - Parameter lowercasedFirstSegment: The link's first segment, lowercased, or `nil` for a
    ///   link without segments.
    /// - Complexity: O(1) to make; the sequence has one element per pattern that can match.
    func candidates(lowercasedFirstSegment: String?) -> Candidates {
        guard let first = lowercasedFirstSegment else {
            return Candidates(needingNoSegment, [])
        }
        return Candidates(byFirstLiteral[first] ?? [], parameterFirst)
    }

    /// The positions of the indexed patterns that could match a link a new pattern matches too,
    /// in table order, or `nil` when every indexed pattern could.
    ///
    /// Two patterns that start with different literals never match the same link. So a pattern
    /// that starts with a literal is checked against those that start with the same literal and
    /// those that start with a parameter; any other pattern is checked against all.
    /// - Parameter pattern: The pattern about to be appended.
    func overlapCandidates(for pattern: ParsedLinkPattern) -> Candidates? {
        guard case .literal(_, let lowercased)? = pattern.segments.first else { return nil }
        return Candidates(byFirstLiteral[lowercased] ?? [], parameterFirst)
    }
}

extension DeepLinkIndex {
    /// Two lists of pattern positions, each in table order, read as one list in table order.
    struct Candidates: Sequence, IteratorProtocol {
        /// One list of positions, in increasing order.
        private let first: [Int]
        /// The other list of positions, in increasing order.
        private let second: [Int]
        /// Where in `first` the next position is.
        private var firstIndex = 0
        /// Where in `second` the next position is.
        private var secondIndex = 0

        /// Merges two lists of positions, each in increasing order, that share no position.
        init(_ first: [Int], _ second: [Int]) {
            self.first = first
            self.second = second
        }

        /// The next position in table order, or `nil` after the last.
        mutating func next() -> Int? {
            if firstIndex < first.count,
                secondIndex == second.count || first[firstIndex] < second[secondIndex]
            {
                firstIndex += 1
                return first[firstIndex - 1]
            }
            guard secondIndex < second.count else { return nil }
            secondIndex += 1
            return second[secondIndex - 1]
        }
    }
}
