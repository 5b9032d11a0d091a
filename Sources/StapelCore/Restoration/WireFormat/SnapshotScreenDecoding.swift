/// How the screens of a saved stack are read: typed `Decodable` screens, or `AnyScreen`s
/// through a ``ScreenTypeRegistry``.
struct SnapshotScreenDecoding<Screen> {
    /// Reads the whole version 2 `screens` list at once, the quick way; `nil` where there is
    /// none.
    let decodeList: ((KeyedDecodingContainer<SnapshotCoding.Key>) throws -> [Screen])?
    /// Reads one element of the version 2 `screens` list. Throws a ``SnapshotCoding.DropReason`` for a
    /// known problem, or any decoding error.
    let decodeElement: (any Decoder) throws -> Screen
    /// Reads the screen of one version 1 entry, in the same way.
    let decodeEntry: (KeyedDecodingContainer<SnapshotCoding.EntryKey>) throws -> Screen
}

extension SnapshotScreenDecoding where Screen: Decodable {
    /// Typed screens, decoded as they decode themselves.
    static var typed: Self {
        SnapshotScreenDecoding(
            decodeList: { container in try container.decode([Screen].self, forKey: .screens) },
            decodeElement: { decoder in try decoder.singleValueContainer().decode(Screen.self) },
            decodeEntry: { entry in try entry.decode(Screen.self, forKey: .screen) }
        )
    }
}
