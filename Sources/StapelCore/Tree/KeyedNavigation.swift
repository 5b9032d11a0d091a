import Observation

/// A child node per key, and the selected key: the state behind a tab view whose tabs keep
/// their own navigation, or an app's windows.
///
/// Each child is a ``NavigationNode``: a ``Stack``, a ``SplitNavigation``, or another keyed
/// holder, so a tab can be a split view and a window can hold tabs. Switching the selection
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
@MainActor
@Observable
public final class KeyedNavigation<Key: Hashable & Codable, Child: NavigationNode> {
    /// The selected key: the tab shown, or the window last made key.
    public internal(set) var selection: Key

    /// The children made so far, in the order they were made.
    @ObservationIgnored private(set) var children: [(key: Key, node: Child)] = []
    @ObservationIgnored var positions: [Key: Int] = [:]
    @ObservationIgnored private let makeChild: @MainActor (Key) -> Child
    @ObservationIgnored var changeObservers: [TreeChangeObserver] = []
    /// Restores announced and not yet over: children made meanwhile wait for them too.
    @ObservationIgnored var restorationsPending = 0
    /// Whether code selected a key while a restore was pending: the saved selection then
    /// doesn't replace it.
    @ObservationIgnored var selectedWhileRestoring = false

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
    public init(selection: Key, makeChild: @escaping @MainActor (Key) -> Child) {
        self.selection = selection
        self.makeChild = makeChild
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
        if let position = positions[key] { return children[position].node }
        let child = makeChild(key)
        positions[key] = children.count
        children.append((key, child))
        adopt(child)
        return child
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
            notifyChange()
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
        child(for: key).returnToRoot()
        return true
    }

    /// Goes back one step in the selected child, as its back button does.
    ///
    /// ```swift
    /// if tabs.canGoBack { tabs.goBack() }
    /// ```
    public func goBack() {
        child(for: selection).goBackInNode()
    }

    /// Removes a key's child, as when its window closes: it is no longer saved, and is made anew
    /// if it is asked for again.
    ///
    /// ```swift
    /// windows.removeChild(for: closedScene)
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
        notifyChange()
    }

    /// A new child waits for the restores pending, and tells the observers of its changes.
    private func adopt(_ child: Child) {
        for _ in 0..<restorationsPending { child.beginRestorationWait() }
        for observer in changeObservers { observer.watch(child) }
        notifyChange()
    }
}
