/// The keys of one saved route: `{"id": 7, "style": "push", "name": "chat", "screen": …}`.
enum SnapshotEntryKey: String, CodingKey {
    case id, style, name, screen
}
