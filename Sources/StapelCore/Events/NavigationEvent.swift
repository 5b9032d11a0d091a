/// A change anywhere in a tree of holders, with the path of the holder it came from: what an
/// analytics layer logs as screen views, tab switches and selections, without reading views.
///
/// ```swift
/// let events = tabs.onNavigationEvent { event in
///     if case .selected(let tab) = event.change { analytics.log("tab \(tab)") }
/// }
/// ```
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// What changed.
    public enum Change: Hashable, Sendable {
        /// A stack's routes changed: the screen on top now, as it prints (`nil` at the root),
        /// and how many routes it has.
        case routes(top: String?, count: Int)
        /// A keyed holder selected a key, as it prints.
        case selected(String)
        /// A split view's sidebar selection changed, as it prints.
        case sidebarSelected(String?)
        /// A split view's content selection changed, as it prints.
        case contentSelected(String?)
        /// A split view's column visibility changed.
        case columnVisibilityChanged(SplitColumnVisibility)
        /// A keyed holder let go of a key's child, as when its window closed.
        case childRemoved(String)
    }

    /// The keys from the root of the tree to the holder the event came from, as they print:
    /// `[]` for the root, `["mail"]` for the mail tab (and for its split view's detail stack).
    public var path: [String]
    /// What changed.
    public var change: Change

    /// Creates an event.
    ///
    /// ```swift
    /// let event = NavigationEvent(path: ["inbox"], change: .routes(top: "chat(7)", count: 2))
    /// ```
    /// - Parameters:
    ///   - path: The keys from the root to the holder.
    ///   - change: What changed.
    public init(path: [String], change: Change) {
        self.path = path
        self.change = change
    }

    /// The event as a log line: its path, then what changed.
    ///
    /// ```swift
    /// let event = NavigationEvent(path: ["inbox"], change: .routes(top: "chat(7)", count: 2))
    /// print(event)  // "inbox: top chat(7), 2 routes"
    /// ```
    public var description: String {
        let place = path.isEmpty ? "root" : path.joined(separator: "/")
        let what =
            switch change {
            case .routes(let top, let count):
                "top \(top ?? "root"), \(count) route\(count == 1 ? "" : "s")"
            case .selected(let key): "selected \(key)"
            case .sidebarSelected(let selection): "sidebar \(selection ?? "none")"
            case .contentSelected(let selection): "content \(selection ?? "none")"
            case .columnVisibilityChanged(let visibility): "columns \(visibility)"
            case .childRemoved(let key): "removed \(key)"
            }
        return "\(place): \(what)"
    }

    /// How a holder's key is named in a path, of an event or of the environment: as it prints.
    @_spi(StapelUI)
    public static func pathComponent(for key: some Hashable) -> String {
        String(describing: key)
    }

    /// The event as seen from the holder above: its key first in the path.
    func under(_ key: String) -> NavigationEvent {
        NavigationEvent(path: [key] + path, change: change)
    }
}
