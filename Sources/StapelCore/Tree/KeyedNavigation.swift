import Observation

/// A child node per key, and the selected key: the state behind a tab view whose tabs keep
/// their own navigation, or an app's windows.
///
/// Each child is a ``NavigationNode``: a ``Stack``, a ``SplitNavigation``, or another keyed
/// holder, so a tab can be a split view and a window can hold tabs. Children of one type are
/// made the first time they are asked for; children of different types (a split view tab
/// beside stack tabs) are made by the app and given at once, as `any NavigationNode`, while
/// the app keeps its typed references to them. Switching the selection
/// keeps every child as it is. Code selects with ``select(_:)``, which only selects; the user's
/// tap on the tab bar goes through ``selectFromTabBar(_:)``, which also takes the selected tab
/// back to its root when it is tapped again, as a tab bar does on Apple platforms.
///
/// ```swift
/// let tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)
/// tabs.child(for: .inbox).push(.chat(id: 1))
/// tabs.select(.settings)  // the inbox keeps its chat
/// tabs.selectFromTabBar(.settings)  // tapped again: settings goes back to its root
/// ```
///
/// Tabs of different kinds:
///
/// ```swift
/// let mail = SplitNavigation<Mailbox, Message.ID, Screen>()
/// let inbox = Stack<Screen>()
/// let tabs = KeyedNavigation(selection: AppTab.mail, children: [.mail: mail, .inbox: inbox])
/// mail.sidebarSelection = .sent
/// ```
@MainActor
@Observable
public final class KeyedNavigation<Key: Hashable & Codable, Child> {
    /// The selected key: the tab shown, or the window last made key.
    public internal(set) var selection: Key

    /// The children made so far, in the order they were made, each with its node.
    @ObservationIgnored private(set) var children:
        [(key: Key, child: Child, node: any NavigationNode)] =
            []
    @ObservationIgnored var positions: [Key: Int] = [:]
    @ObservationIgnored private let makeChild: (@MainActor (Key) -> Child)?
    @ObservationIgnored private let nodeOfChild: @MainActor (Child) -> any NavigationNode
    @ObservationIgnored var changeObservers: [TreeChangeObserver] = []
    /// Restores announced and not yet over: children made meanwhile wait for them too.
    @ObservationIgnored var restorationsPending = 0
    /// Whether code selected a key while a restore was pending: the saved selection then
    /// doesn't replace it.
    @ObservationIgnored var selectedWhileRestoring = false
    /// Links that wait for the next window to connect, each opening in the window's key.
    @ObservationIgnored var linksForNewChild: [@MainActor (Key) -> Void] = []
    /// Whether the app holds links: children made meanwhile hold them too.
    @ObservationIgnored var storedHoldsLinks = false

    /// Creates the holder, with the children the app makes: stacks with their own capabilities
    /// or clock, split views, or holders in turn.
    ///
    /// ```swift
    /// let tabs = KeyedNavigation<AppTab, SplitNavigation<Mailbox, Message.ID, Screen>>(
    ///     selection: .mail
    /// ) { _ in SplitNavigation() }
    /// ```
    /// - Parameters:
    ///   - selection: The key selected at first.
    ///   - makeChild: Makes the child of a key, the first time it is asked for.
    public init(selection: Key, makeChild: @escaping @MainActor (Key) -> Child)
    where Child: NavigationNode {
        self.selection = selection
        self.makeChild = makeChild
        self.nodeOfChild = { $0 }
    }

    /// Creates the holder, with an empty stack for every key.
    ///
    /// ```swift
    /// let tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)
    /// ```
    /// - Parameter selection: The key selected at first.
    public init<Screen>(selection: Key) where Child == Stack<Screen> {
        self.selection = selection
        self.makeChild = { _ in Stack() }
        self.nodeOfChild = { $0 }
    }

    /// Creates the holder of the children the app made: tabs of different kinds, such as a
    /// split view beside stacks. The app keeps its own typed references to them.
    ///
    /// ```swift
    /// let mail = SplitNavigation<Mailbox, Message.ID, Screen>()
    /// let inbox = Stack<Screen>()
    /// let settings = Stack<Screen>()
    /// let tabs = KeyedNavigation(
    ///     selection: AppTab.mail, children: [.mail: mail, .inbox: inbox, .settings: settings])
    /// ```
    /// Asking for a key that has no child reports a runtime warning and gives an empty stack;
    /// saved state of such a key is left out, and says so.
    /// - Parameters:
    ///   - selection: The key selected at first.
    ///   - children: The child of each key.
    public init(selection: Key, children: [Key: any NavigationNode])
    where Child == any NavigationNode {
        self.selection = selection
        self.makeChild = nil
        self.nodeOfChild = { $0 }
        for (key, child) in children.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            positions[key] = self.children.count
            self.children.append((key, child, child))
        }
    }

    /// The child of a key, made the first time it is asked for.
    ///
    /// ```swift
    /// StapelStack(tabs.child(for: .inbox)) { InboxView() } destination: { ScreenView($0) }
    /// ```
    /// - Parameter key: The key.
    /// - Returns: The key's child.
    /// - Complexity: O(1).
    public func child(for key: Key) -> Child {
        if let position = positions[key] { return children[position].child }
        let child = makeChild?(key) ?? placeholder(for: key)
        let node = nodeOfChild(child)
        positions[key] = children.count
        children.append((key, child, node))
        adopt(node, key: key)
        return child
    }

    /// Whether the holder makes the child of any key it is asked for.
    var makesChildren: Bool { makeChild != nil }

    /// The child of a key the app gave no child: an empty stack, with a warning.
    private func placeholder(for key: Key) -> Child {
        StapelWarning(
            .unknownKey,
            "KeyedNavigation has no child for \(QuotedInput.quote(String(describing: key))): "
                + "give one in init(selection:children:). An empty stack stands in for it."
        ).report(at: CallSite())
        return Stack<Never>() as any NavigationNode as! Child
    }

    /// The keys whose children are made, in the order they were made.
    ///
    /// ```swift
    /// for key in tabs.keys { print(key, tabs.child(for: key).canGoBack) }
    /// ```
    public var keys: [Key] { children.map(\.key) }

    /// Selects a key, from code: a notification, a deep link, a coordinator. Its child stays
    /// as it is, also when the key is selected already.
    ///
    /// ```swift
    /// tabs.select(.inbox)
    /// tabs.child(for: .inbox).setRoutes([.push(.chat(id: 7))])
    /// ```
    /// - Parameter key: The key to select.
    /// - Returns: `true` if the key was selected already.
    @discardableResult
    public func select(_ key: Key) -> Bool {
        let wasSelected = key == selection
        if restorationsPending > 0 { selectedWhileRestoring = true }
        if !wasSelected {
            selection = key
            notify(.selected(Self.pathComponent(key)))
        }
        return wasSelected
    }

    /// Handles the user's tap on a tab: selects another tab, or takes the selected tab back to
    /// its root, as a tab bar does. `selectionBinding` hands the tab bar's taps here.
    ///
    /// Going back to the root dismisses the tab's presentations and pops its navigation (in a
    /// split view, its detail column's); a tab at its root stays as it is, without a warning.
    ///
    /// ```swift
    /// MyTabBar(selection: tabs.selection, onTap: { tabs.selectFromTabBar($0) })
    /// ```
    /// - Parameter key: The tab the user tapped.
    /// - Returns: `true` if the tap was a re-selection.
    @discardableResult
    public func selectFromTabBar(_ key: Key) -> Bool {
        guard select(key) else { return false }
        node(for: key).returnToRoot()
        return true
    }

    /// Goes back one step in the selected child, as its back button does.
    ///
    /// ```swift
    /// if tabs.canGoBack { tabs.goBack() }
    /// ```
    public func goBack() {
        node(for: selection).goBackInNode()
    }

    /// Removes a key's child, as when its window closes: it is no longer saved, and is made anew
    /// if it is asked for again.
    ///
    /// ```swift
    /// tabs.removeChild(for: .settings)
    /// ```
    /// - Parameter key: The key whose child goes.
    public func removeChild(for key: Key) {
        guard let position = positions.removeValue(forKey: key) else { return }
        let removed = children.remove(at: position).node
        for (offset, entry) in children.enumerated() where offset >= position {
            positions[entry.key] = offset
        }
        for observer in changeObservers { observer.release(removed) }
        // A removed child's wait ends with it: nothing will restore it.
        for _ in 0..<restorationsPending { removed.endRestorationWait() }
        notify(.childRemoved(Self.pathComponent(key)))
    }

    /// A new child waits for the restores pending, and tells the observers of its changes.
    private func adopt(_ child: any NavigationNode, key: Key) {
        for _ in 0..<restorationsPending { child.beginRestorationWait() }
        if storedHoldsLinks { child.holdsLinks = true }
        for observer in changeObservers { observer.watch(child, under: Self.pathComponent(key)) }
    }
}
