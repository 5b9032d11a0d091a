import Foundation

/// The decoded parts of a link that patterns match: its path segments and query items.
struct DeepLinkComponents {
    /// The percent-decoded path segments, empty segments left out.
    var segments: [String]
    /// The percent-decoded query items; for a key given twice, the first value.
    var query: [String: String]

    /// Reads a URL. The host is the first segment, except for `http` and `https`, whose host
    /// is ignored. Returns `nil` for a URL whose parts are not valid percent-encoding.
    /// - Complexity: O(n) in the URL's length.
    init?(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return nil
        }
        var encoded = components.percentEncodedPath.split(separator: "/").map(String.init)
        let scheme = components.scheme?.lowercased()
        if let scheme, scheme != "http", scheme != "https",
            let host = components.percentEncodedHost, !host.isEmpty
        {
            encoded.insert(host, at: 0)
        }
        var segments: [String] = []
        segments.reserveCapacity(encoded.count)
        for text in encoded {
            guard let decoded = Self.decode(text) else { return nil }
            if !decoded.isEmpty { segments.append(decoded) }
        }
        var query: [String: String] = [:]
        for item in (components.percentEncodedQuery ?? "").split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = pair[0].removingPercentEncoding,
                let value = (pair.count == 2 ? pair[1] : "").removingPercentEncoding
            else { return nil }
            if query[key] == nil { query[key] = value }
        }
        self.segments = segments
        self.query = query
    }

    /// The characters left as they are in a written link: RFC 3986's unreserved characters.
    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Percent-decodes text; `nil` if it is not valid percent-encoding. Text without `%` is
    /// returned as it is, without Foundation's decoder, which costs far more than the check.
    static func decode(_ text: String) -> String? {
        text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : text
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
