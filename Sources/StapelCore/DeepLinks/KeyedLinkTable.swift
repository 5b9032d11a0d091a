import Foundation

/// The links of a ``KeyedNavigation``: for each key, the table of its child, so that one table
/// opens a link anywhere in a tree of tabs, split views and stacks.
///
/// A link opens in the first key whose table reads it: the key is selected, and the link opens
/// in its child, a stack (a `DeepLinkTable` of its screens), a split view (a `DeepLinkTable` of
/// its `SplitScreen`s, whose patterns name the sidebar and content selections), or a keyed holder
/// in turn (another `KeyedLinkTable`). Each table's patterns are whole links, so the path of a
/// pattern names its tab.
///
/// ```swift
/// let links = KeyedLinkTable<AppTab>()
///     .child(.inbox, links: table)
///     .child(.mail, links: mailTable)
/// try tabs.open(URL(string: "myapp://mail/inbox/1")!, using: links)
/// ```
@MainActor
public struct KeyedLinkTable<Key: Hashable & Codable> {
    /// Opens a link that a table read in a node, after `before` ran where the link opens.
    typealias Plan =
        @MainActor (any NavigationNode, _ before: @escaping @MainActor () -> Void)
        throws(DeepLinkError) -> DeepLinkResult

    struct Entry {
        /// The key whose child the links are for; `nil` for every key's, as windows' are.
        let key: Key?
        /// Reads a link, or throws `.noMatch` when the table has no pattern for it.
        let read: @MainActor (URL, PushContext) throws(DeepLinkError) -> Plan
        /// Writes the link of a node's state.
        let write: @MainActor (any NavigationNode, URL) throws(DeepLinkError) -> URL
    }

    /// How an entry reads and writes the links of one kind of child.
    struct Links {
        let read: @MainActor (URL, PushContext) throws(DeepLinkError) -> Plan
        let write: @MainActor (any NavigationNode, URL) throws(DeepLinkError) -> URL
    }

    private(set) var entries: [Entry] = []

    /// Creates a table with no links; add each key's with ``child(_:links:)-(_,DeepLinkTable<Screen>)``.
    ///
    /// ```swift
    /// let links = KeyedLinkTable<AppTab>().child(.inbox, links: table)
    /// ```
    public init() {}

    /// The table, with the links of a key whose child is a ``Stack``.
    ///
    /// ```swift
    /// let links = KeyedLinkTable<AppTab>().child(.inbox, links: table)
    /// ```
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The links of its stack.
    /// - Returns: The table with the key's links after the links already in it.
    public func child<Screen: Equatable>(_ key: Key, links table: DeepLinkTable<Screen>) -> Self {
        adding(key, Self.stackLinks(table))
    }

    /// The table, with the links of every key whose child is a ``Stack``, as every window's
    /// are: a link opens in the key a window holder chooses for it.
    ///
    /// ```swift
    /// let links = KeyedLinkTable<SceneID>().anyChild(links: table)
    /// ```
    /// - Parameter table: The links of each child's stack.
    /// - Returns: The table with these links after the links already in it.
    public func anyChild<Screen: Equatable>(links table: DeepLinkTable<Screen>) -> Self {
        adding(nil, Self.stackLinks(table))
    }

    private static func stackLinks<Screen: Equatable>(_ table: DeepLinkTable<Screen>) -> Links {
        Links(
            read: { url, context throws(DeepLinkError) in
                let routes = try table.routes(for: url)
                return { node, before throws(DeepLinkError) in
                    guard let stack = node as? Stack<Screen> else { throw mismatch(node) }
                    return stack.openLinkRoutes(
                        routes, context: context.setting(\.deepLinkURL, to: url), before: before)
                }
            },
            write: { node, base throws(DeepLinkError) in
                guard let stack = node as? Stack<Screen> else { throw mismatch(node) }
                return try table.url(for: stack.routes, base: base)
            })
    }

    /// The table, with the links of a key whose child is a ``SplitNavigation``: its patterns
    /// name the selections, as `SplitScreen` routes, and the detail routes.
    ///
    /// ```swift
    /// let links = KeyedLinkTable<AppTab>().child(.mail, links: mailTable)
    /// ```
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The links of its split view.
    /// - Returns: The table with the key's links after the links already in it.
    public func child<Sidebar: Hashable, Content: Hashable, Screen: Equatable>(
        _ key: Key, links table: DeepLinkTable<SplitScreen<Sidebar, Content, Screen>>
    ) -> Self {
        adding(key, Self.splitLinks(table))
    }

    /// The table, with the links of every key whose child is a ``SplitNavigation``.
    ///
    /// ```swift
    /// let links = KeyedLinkTable<SceneID>().anyChild(links: mailTable)
    /// ```
    /// - Parameter table: The links of each child's split view.
    /// - Returns: The table with these links after the links already in it.
    public func anyChild<Sidebar: Hashable, Content: Hashable, Screen: Equatable>(
        links table: DeepLinkTable<SplitScreen<Sidebar, Content, Screen>>
    ) -> Self {
        adding(nil, Self.splitLinks(table))
    }

    private static func splitLinks<Sidebar: Hashable, Content: Hashable, Screen: Equatable>(
        _ table: DeepLinkTable<SplitScreen<Sidebar, Content, Screen>>
    ) -> Links {
        Links(
            read: { url, context throws(DeepLinkError) in
                let routes = try table.routes(for: url)
                return { node, before throws(DeepLinkError) in
                    guard let split = node as? SplitNavigation<Sidebar, Content, Screen> else {
                        throw mismatch(node)
                    }
                    return try split.openLinkRoutes(
                        routes, url: url, context: context, before: before)
                }
            },
            write: { node, base throws(DeepLinkError) in
                guard let split = node as? SplitNavigation<Sidebar, Content, Screen> else {
                    throw mismatch(node)
                }
                return try table.url(for: split.state.collapsedRoutes, base: base)
            })
    }

    /// The table, with the links of a key whose child is a ``KeyedNavigation`` in turn, such as
    /// a window's tabs.
    ///
    /// ```swift
    /// let tabLinks = KeyedLinkTable<AppTab>().child(.inbox, links: table)
    /// let windowLinks = KeyedLinkTable<SceneID>().child(SceneID(rawValue: "main"), links: tabLinks)
    /// ```
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The links of its keyed holder.
    /// - Returns: The table with the key's links after the links already in it.
    public func child<ChildKey>(_ key: Key, links table: KeyedLinkTable<ChildKey>) -> Self {
        adding(key, Self.keyedLinks(table))
    }

    /// The table, with the links of every key whose child is a ``KeyedNavigation``, as the
    /// tabs of every window.
    ///
    /// ```swift
    /// let tabLinks = KeyedLinkTable<AppTab>().child(.inbox, links: table)
    /// let windowLinks = KeyedLinkTable<SceneID>().anyChild(links: tabLinks)
    /// ```
    /// - Parameter table: The links of each child's keyed holder.
    /// - Returns: The table with these links after the links already in it.
    public func anyChild<ChildKey>(links table: KeyedLinkTable<ChildKey>) -> Self {
        adding(nil, Self.keyedLinks(table))
    }

    private static func keyedLinks<ChildKey>(_ table: KeyedLinkTable<ChildKey>) -> Links {
        Links(
            read: { url, context throws(DeepLinkError) in
                let (childKey, plan) = try table.plan(for: url, context: context, in: nil)
                return { node, before throws(DeepLinkError) in
                    guard let keyed = node as? any LinkedKeys<ChildKey> else {
                        throw mismatch(node)
                    }
                    return try keyed.openPlanned(
                        plan, in: childKey ?? keyed.linkSelection, before: before)
                }
            },
            write: { node, base throws(DeepLinkError) in
                guard let keyed = node as? any LinkedKeys<ChildKey> else { throw mismatch(node) }
                return try keyed.url(using: table, base: base)
            })
    }

    private func adding(_ key: Key?, _ links: Links) -> Self {
        var table = self
        table.entries.append(Entry(key: key, read: links.read, write: links.write))
        return table
    }

    /// The key whose table reads the link first, and how to open it there: `nil` for links of
    /// every key. With `target`, only that key's links and every key's are read.
    func plan(for url: URL, context: PushContext, in target: Key?) throws(DeepLinkError) -> (
        Key?, Plan
    ) {
        for entry in entries where target == nil || entry.key == nil || entry.key == target {
            do {
                return (entry.key, try entry.read(url, context))
            } catch .noMatch {
                continue
            }
        }
        throw .noMatch(QuotedInput.quote(url.absoluteString))
    }

    /// The entry that writes the links of a key's child.
    func entry(for key: Key) -> Entry? {
        entries.first { $0.key == key } ?? entries.first { $0.key == nil }
    }
}

/// The error of a child that is not the holder its links are for. The key is the holder's to
/// fill in (see `KeyedNavigation.openPlanned`).
@MainActor
private func mismatch(_ node: any NavigationNode) -> DeepLinkError {
    .childMismatch(key: "", child: QuotedInput.quote(String(describing: type(of: node))))
}
