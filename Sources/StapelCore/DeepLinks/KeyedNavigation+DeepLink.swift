public import Foundation

/// A keyed holder, seen by the links of the holder above it, whatever its children's type.
@MainActor
protocol LinkedKeys<Key>: AnyObject {
    associatedtype Key: Hashable & Codable
    /// Opens a link a table read in the child of `key`, selecting it right before it applies.
    func openPlanned(
        _ plan: KeyedLinkTable<Key>.Plan, in key: Key, before: @escaping @MainActor () -> Void
    ) throws(DeepLinkError) -> DeepLinkResult
    /// The link of the holder's state.
    func url(using table: KeyedLinkTable<Key>, base: URL) throws(DeepLinkError) -> URL
    /// The key a link for every key opens in: the selected one.
    var linkSelection: Key { get }
}

extension KeyedNavigation: LinkedKeys {
    /// Opens a deep link anywhere under the holder: the first key whose table reads the link is
    /// selected, and the link opens in its child, as one paced change of the child.
    ///
    /// The selection happens when the link's routes apply: a link that waits for a restore, or
    /// while the app holds links, selects its key when it opens. Selecting another tab first
    /// dismisses the presentations of the tab that was selected, so that the link's screen is
    /// not hidden under them.
    ///
    /// ```swift
    /// let links = KeyedLinkTable<AppTab>().child(.inbox, links: table)
    /// try tabs.open(URL(string: "myapp://chats/42")!, using: links)
    /// ```
    /// - Parameters:
    ///   - url: The link.
    ///   - table: The links of the holder's keys.
    ///   - context: Facts for the evaluators of the stack the link opens in.
    /// - Returns: How far the link got in the child, and its planned change.
    /// - Throws: A ``DeepLinkError`` when no key's table reads the link, or when a key's table is
    ///   for another kind of child (``DeepLinkError/childMismatch(key:child:)``); nothing changes.
    @discardableResult
    public func open(
        _ url: URL, using table: KeyedLinkTable<Key>, context: PushContext = PushContext()
    ) throws(DeepLinkError) -> DeepLinkResult {
        let (key, plan) = try table.plan(for: url, context: context, in: nil)
        return try openPlanned(plan, in: key ?? selection, before: {})
    }

    /// The link of what the holder shows: its selected key's, written by that key's table.
    ///
    /// ```swift
    /// let links = KeyedLinkTable<AppTab>().child(.inbox, links: table)
    /// let link = try tabs.url(using: links, base: URL(string: "myapp://")!)
    /// ```
    /// - Parameters:
    ///   - table: The links of the holder's keys.
    ///   - base: The scheme and host the link starts with.
    /// - Returns: A link that opens the selected key's state again, from any state.
    /// - Throws: ``DeepLinkError/notRepresentable`` when the table has no links for the
    ///   selected key, or its table can't write the child's state.
    public func url(using table: KeyedLinkTable<Key>, base: URL) throws(DeepLinkError) -> URL {
        guard let entry = table.entry(for: selection) else { throw .notRepresentable }
        do {
            return try entry.write(node(for: selection), base)
        } catch {
            throw naming(selection, in: error)
        }
    }

    var linkSelection: Key { selection }

    func openPlanned(
        _ plan: KeyedLinkTable<Key>.Plan, in key: Key, before: @escaping @MainActor () -> Void
    ) throws(DeepLinkError) -> DeepLinkResult {
        do {
            return try plan(node(for: key)) { [weak self] in
                before()
                self?.selectForLink(key)
            }
        } catch {
            throw naming(key, in: error)
        }
    }

    /// A child mismatch of this holder's child names its key.
    private func naming(_ key: Key, in error: DeepLinkError) -> DeepLinkError {
        guard case .childMismatch("", let child) = error else { return error }
        return .childMismatch(key: QuotedInput.quote(Self.pathComponent(key)), child: child)
    }

    /// Selects a link's key: the tab selected before it shows nothing above the link. Windows
    /// show side by side, so another window keeps what it presents.
    private func selectForLink(_ key: Key) {
        if key != selection, Key.self != SceneID.self, positions[selection] != nil {
            node(for: selection).dismissPresentations()
        }
        select(key)
    }
}
