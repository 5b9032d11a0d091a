/// The keys of a saved stack.
///
/// Version 2, written now, keeps each part of the routes in a column:
/// `{"version": 2, "ids": "41,1,1", "styles": "ppS", "names": {"1": "chat"}, "screens": […]}`.
/// Version 1, still read, keeps one object per route: `{"version": 1, "routes": [entry, …]}`.
enum SnapshotKey: String, CodingKey {
    case version, routes, ids, styles, names, screens
}
