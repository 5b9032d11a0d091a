/// The route identifiers of a saved stack as one text: the first identifier, then for each
/// next one its difference from the one before, separated by commas. Identifiers made one
/// after another cost two bytes each: `"41,1,1,-3"` is 41, 42, 43, 40.
enum SnapshotIDText {
    /// The text for a list of identifiers.
    /// - Complexity: O(n).
    static func text(for ids: [RouteID]) -> String {
        var text = ""
        text.reserveCapacity(ids.count * 2 + 16)
        var previous: UInt64 = 0
        for (index, id) in ids.enumerated() {
            if index == 0 {
                text += String(id.rawValue)
            } else {
                text += ","
                text +=
                    id.rawValue >= previous
                    ? String(id.rawValue - previous) : "-" + String(previous - id.rawValue)
            }
            previous = id.rawValue
        }
        return text
    }

    /// Reads identifiers from text.
    ///
    /// Reading stops at the first item that is not a whole number, or that gives an identifier
    /// above `maximum` or below zero; the items after it are counted but not read.
    /// - Returns: The identifiers read, how many items the text has, and why the item after the
    ///   last identifier read could not be read, if one could not.
    /// - Throws: ``RestorationError/tooManyRoutes(limit:)`` for more than `limit` items.
    /// - Complexity: O(n) in the length of the text.
    static func parse(_ text: String, limit: Int, maximum: UInt64) throws(RestorationError) -> (
        ids: [UInt64], count: Int, failure: DroppedRoute.Reason?
    ) {
        var text = text
        let read = text.withUTF8 { bytes in parse(bytes, limit: limit, maximum: maximum) }
        guard let read else { throw .tooManyRoutes(limit: limit) }
        return read
    }

    /// Reads identifiers from UTF-8 text; `nil` for more than `limit` items.
    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, limit: Int, maximum: UInt64
    ) -> (ids: [UInt64], count: Int, failure: DroppedRoute.Reason?)? {
        var ids: [UInt64] = []
        var failure: DroppedRoute.Reason?
        var count = 0
        var previous: UInt64 = 0
        var start = 0
        while start <= bytes.count, !bytes.isEmpty {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
            count += 1
            guard count <= limit else { return nil }
            if failure == nil {
                switch item(bytes[start..<end], first: count == 1, after: previous) {
                case .some(let id) where id <= maximum:
                    ids.append(id)
                    previous = id
                case .some(let id):
                    let shown = id == .max ? "" : " \(id)"
                    failure = .invalidEntry("id\(shown) is larger than \(maximum)")
                case nil:
                    failure = .invalidEntry("id is missing or not a non-negative integer")
                }
            }
            start = end + 1
        }
        return (ids, count, failure)
    }

    /// The identifier an item gives: a whole number for the first, a signed difference from
    /// `previous` for the others. `nil` if it is not a number or the identifier would be below
    /// zero; `UInt64.max` if it would be above.
    private static func item(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, first: Bool, after previous: UInt64
    )
        -> UInt64?
    {
        var digits = bytes
        let negative = digits.first == UInt8(ascii: "-")
        if negative {
            guard !first else { return nil }
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        var overflow = false
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            overflow = overflow || o1 || o2
            value = sum
        }
        if overflow { return .max }
        if first { return value }
        if negative { return value <= previous ? previous - value : nil }
        let (sum, sumOverflow) = previous.addingReportingOverflow(value)
        return sumOverflow ? .max : sum
    }
}
