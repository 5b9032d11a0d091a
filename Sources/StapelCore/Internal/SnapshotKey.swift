/// The keys of a saved stack: `{"version": 1, "routes": [entry, …]}`.
enum SnapshotKey: String, CodingKey {
    case version, routes
}
