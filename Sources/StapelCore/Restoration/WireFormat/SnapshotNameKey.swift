/// A key of the `names` object of a saved stack: a route's index, as text.
struct SnapshotNameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { Int(stringValue) }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
    }
}
