import Foundation

/// A ``DeepLinkPattern``'s pattern, parsed: what it matches, how it writes a link, and whether it can
/// match the same link as another pattern.
struct ParsedLinkPattern: Sendable {
    struct Parameter: Sendable {
        let name: String
        let typeName: String
        let type: any DeepLinkParameter.Type
        let isOptional: Bool

        func accepts(_ text: String) -> Bool {
            type.init(deepLinkValue: text) != nil
        }
    }

    enum Segment: Sendable {
        /// A literal, as written and lowercased.
        case literal(String, lowercased: String)
        case parameter(Parameter)
    }

    struct QueryItem: Sendable {
        let key: String
        let parameter: Parameter
    }

    /// The outcome of matching one link.
    enum Match {
        case matched(DeepLinkValues)
        /// The link has this pattern's shape, but a value is wrong or missing.
        case failed(DeepLinkError)
        case none
    }

    let source: String
    let segments: [Segment]
    let requiredCount: Int
    let queryItems: [QueryItem]

    static let builtInTypes: [String: any DeepLinkParameter.Type] = [
        "Int": Int.self, "String": String.self, "UUID": UUID.self,
    ]

    // MARK: Parsing

    /// Parses a pattern.
    /// - Complexity: O(m), where m is the pattern's length.
    init(_ source: String, types: [String: any DeepLinkParameter.Type]) throws(DeepLinkError) {
        self.source = source
        func fail(_ reason: String) -> DeepLinkError {
            .invalidPattern(QuotedInput.quote(source), reason: QuotedInput.quote(reason))
        }
        let parts = Self.splitQuery(source)
        var names = Set<String>()
        var segments: [Segment] = []
        var requiredCount = 0
        for piece in parts.path.split(separator: "/") {
            let text = String(piece)
            if text.hasPrefix(":") {
                let parameter = try Self.parameter(text.dropFirst(), types: types, fail: fail)
                guard names.insert(parameter.name).inserted else {
                    throw fail("parameter \(parameter.name) appears twice")
                }
                if !parameter.isOptional {
                    guard requiredCount == segments.count else {
                        throw fail("required segment \(text) follows an optional parameter")
                    }
                    requiredCount += 1
                }
                segments.append(.parameter(parameter))
            } else {
                guard requiredCount == segments.count else {
                    throw fail("literal segment \(text) follows an optional parameter")
                }
                guard !text.contains(where: { $0 == "(" || $0 == ")" || $0 == "&" || $0 == "=" })
                else {
                    throw fail("literal segment \(text) contains a reserved character")
                }
                segments.append(.literal(text, lowercased: text.lowercased()))
                requiredCount += 1
            }
        }
        var queryItems: [QueryItem] = []
        if let query = parts.query {
            var keys = Set<String>()
            for piece in query.split(separator: "&") {
                let pair = piece.split(
                    separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, !pair[0].isEmpty, pair[1].hasPrefix(":") else {
                    throw fail("query item \(piece) is not of the form key=:name(Type)")
                }
                let parameter = try Self.parameter(pair[1].dropFirst(), types: types, fail: fail)
                guard names.insert(parameter.name).inserted else {
                    throw fail("parameter \(parameter.name) appears twice")
                }
                guard keys.insert(String(pair[0])).inserted else {
                    throw fail("query item \(pair[0]) appears twice")
                }
                queryItems.append(QueryItem(key: String(pair[0]), parameter: parameter))
            }
        }
        self.segments = segments
        self.requiredCount = requiredCount
        self.queryItems = queryItems
    }

    /// Splits a pattern at the `?` that starts its query items. A `?` that ends a parameter's
    /// segment (followed by `/`, `?` or the end) marks the parameter optional instead.
    private static func splitQuery(_ source: String) -> (path: Substring, query: Substring?) {
        var segmentIsParameter = false
        var atSegmentStart = true
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            let next = source.index(after: index)
            if atSegmentStart { segmentIsParameter = character == ":" }
            atSegmentStart = character == "/"
            if character == "?" {
                let following = next < source.endIndex ? source[next] : nil
                let marksOptional =
                    segmentIsParameter && (following == nil || following == "/" || following == "?")
                if !marksOptional {
                    return (source[..<index], source[next...])
                }
            }
            index = next
        }
        return (source[...], nil)
    }

    /// Parses `name`, `name(Type)`, `name?` or `name(Type)?`.
    private static func parameter(
        _ text: Substring,
        types: [String: any DeepLinkParameter.Type],
        fail: (String) -> DeepLinkError
    ) throws(DeepLinkError) -> Parameter {
        var text = text
        let isOptional = text.hasSuffix("?")
        if isOptional { text = text.dropLast() }
        var name = text
        var typeName = "String"
        if let open = text.firstIndex(of: "(") {
            guard text.hasSuffix(")") else { throw fail("parameter :\(text) lacks a closing )") }
            name = text[..<open]
            typeName = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw fail("parameter name \"\(name)\" must be letters, digits or _")
        }
        guard let type = types[typeName] ?? builtInTypes[typeName] else {
            throw fail("unknown parameter type \(typeName); register it in parameterTypes")
        }
        return Parameter(
            name: String(name), typeName: typeName, type: type, isOptional: isOptional)
    }

    // MARK: Matching

    /// Matches a link.
    /// - Parameters:
    ///   - link: The link.
    ///   - lowercasedSegments: The link's segments, lowercased once for every pattern tried.
    /// - Complexity: O(1) when the segment count does not fit, else O(n) in the link's length.
    func match(_ link: DeepLinkComponents, lowercasedSegments: [String]) -> Match {
        guard link.segments.count >= requiredCount, link.segments.count <= segments.count else {
            return .none
        }
        var texts: [String: String] = [:]
        var firstFailure: DeepLinkError?
        for (index, (segment, text)) in zip(segments, link.segments).enumerated() {
            switch segment {
            case .literal(_, let lowercased):
                guard lowercasedSegments[index] == lowercased else { return .none }
            case .parameter(let parameter):
                if parameter.accepts(text) {
                    texts[parameter.name] = text
                } else if firstFailure == nil {
                    firstFailure = .quotedInvalidParameter(name: parameter.name, text: text)
                }
            }
        }
        if let firstFailure { return .failed(firstFailure) }
        for item in queryItems {
            guard let text = link.query[item.key] else {
                if let encoded = link.undecodableQuery[item.key] {
                    return .failed(
                        .quotedInvalidParameter(name: item.parameter.name, text: encoded))
                }
                if item.parameter.isOptional { continue }
                return .failed(.quotedMissingParameter(name: item.parameter.name))
            }
            guard item.parameter.accepts(text) else {
                return .failed(
                    .quotedInvalidParameter(name: item.parameter.name, text: text))
            }
            texts[item.parameter.name] = text
        }
        return .matched(DeepLinkValues(texts: texts))
    }

    // MARK: Writing

    /// The decoded path segments and query items of the link for these values.
    func components(with values: DeepLinkValues) throws(DeepLinkError) -> (
        segments: [String], query: [(key: String, value: String)]
    ) {
        var path: [String] = []
        var reachedAbsentOptional: String?
        for segment in segments {
            switch segment {
            case .literal(let text, _):
                path.append(text)
            case .parameter(let parameter):
                guard let text = values.texts[parameter.name] else {
                    guard parameter.isOptional else {
                        throw .quotedMissingParameter(name: parameter.name)
                    }
                    reachedAbsentOptional = reachedAbsentOptional ?? parameter.name
                    continue
                }
                if let absent = reachedAbsentOptional {
                    throw .quotedMissingParameter(name: absent)
                }
                guard parameter.accepts(text) else {
                    throw .quotedInvalidParameter(name: parameter.name, text: text)
                }
                path.append(text)
            }
        }
        var query: [(key: String, value: String)] = []
        for item in queryItems {
            guard let text = values.texts[item.parameter.name] else {
                guard item.parameter.isOptional else {
                    throw .quotedMissingParameter(name: item.parameter.name)
                }
                continue
            }
            guard item.parameter.accepts(text) else {
                throw .quotedInvalidParameter(name: item.parameter.name, text: text)
            }
            query.append((item.key, text))
        }
        return (path, query)
    }

    // MARK: Ambiguity

    /// Whether some link could match both patterns. Query items are not considered: a link
    /// may carry items a pattern does not name. Two parameter types are taken to overlap unless
    /// they are known not to (`Int` and `UUID`), so a custom type counts as overlapping.
    /// - Complexity: O(n²) in the number of segments.
    func canMatchSameLink(as other: ParsedLinkPattern) -> Bool {
        let lower = max(requiredCount, other.requiredCount)
        let upper = min(segments.count, other.segments.count)
        guard lower <= upper else { return false }
        for count in lower...upper {
            let overlaps = zip(segments.prefix(count), other.segments.prefix(count)).allSatisfy {
                Self.canMatchSameText($0, $1)
            }
            if overlaps { return true }
        }
        return false
    }

    private static func canMatchSameText(_ first: Segment, _ second: Segment) -> Bool {
        switch (first, second) {
        case (.literal(_, let a), .literal(_, let b)):
            return a == b
        case (.literal(let text, _), .parameter(let parameter)),
            (.parameter(let parameter), .literal(let text, _)):
            return parameter.accepts(text) || parameter.accepts(text.lowercased())
                || parameter.accepts(text.uppercased())
        case (.parameter(let a), .parameter(let b)):
            let disjoint: Set<ObjectIdentifier> = [
                ObjectIdentifier(Int.self), ObjectIdentifier(UUID.self),
            ]
            let pair: Set<ObjectIdentifier> = [ObjectIdentifier(a.type), ObjectIdentifier(b.type)]
            return pair != disjoint
        }
    }
}
