import Foundation

/// The decoded parts of a link that patterns match: its path segments and query items.
struct DeepLinkComponents {
    /// The percent-decoded path segments, empty segments left out.
    var segments: [String]
    /// The percent-decoded query items; for a key given twice, the first value.
    var query: [String: String]
    /// The query items whose value is not valid percent-encoding, as written. They fail only a
    /// pattern that names them; every other pattern ignores them, as it ignores any item it
    /// does not name.
    var undecodableQuery: [String: String]

    /// Reads a URL. The host is the first segment, except for `http` and `https`, whose host
    /// is ignored. Returns `nil` for a URL whose path is not valid percent-encoding. A query
    /// item whose key is not valid percent-encoding is left out, as no pattern can name it.
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
        var undecodableQuery: [String: String] = [:]
        for item in (components.percentEncodedQuery ?? "").split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = pair[0].removingPercentEncoding,
                query[key] == nil, undecodableQuery[key] == nil
            else { continue }
            let encoded = pair.count == 2 ? pair[1] : ""
            if let value = encoded.removingPercentEncoding {
                query[key] = value
            } else {
                undecodableQuery[key] = String(encoded)
            }
        }
        self.segments = segments
        self.query = query
        self.undecodableQuery = undecodableQuery
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
