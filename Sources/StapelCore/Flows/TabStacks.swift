import Observation

/// One ``Stack`` per tab, and the selected tab: the state behind a tab view whose tabs keep
/// their own navigation.
///
/// Switching tabs keeps every tab's stack as it is. Selecting the tab that is already selected
/// takes that tab back to its root, as a tab bar does on Apple platforms.
///
/// ```swift
/// let tabs = TabStacks<Tab, Screen>(selection: .inbox)
/// tabs.stack(for: .inbox).push(.chat(id: 1))
/// tabs.select(.settings)  // the inbox keeps its chat
/// tabs.select(.settings)  // re-selection: settings goes back to its root
/// ```
@MainActor
@Observable
public final class TabStacks<Tab: Hashable, Screen> {
    /// The selected tab.
    public private(set) var selection: Tab

    @ObservationIgnored private var stacks: [Tab: Stack<Screen>] = [:]

    /// Creates the tabs' state, with an empty stack for every tab.
    ///
    /// ```swift
    /// let tabs = TabStacks<Tab, Screen>(selection: .inbox)
    /// ```
    /// - Parameter selection: The tab selected at first.
    public init(selection: Tab) {
        self.selection = selection
    }

    /// The stack of a tab, created empty the first time it is asked for.
    ///
    /// ```swift
    /// StapelStack(tabs.stack(for: .inbox)) { InboxView() } destination: { screen in … }
    /// ```
    /// - Parameter tab: The tab.
    /// - Returns: The tab's stack.
    /// - Complexity: O(1).
    public func stack(for tab: Tab) -> Stack<Screen> {
        if let stack = stacks[tab] { return stack }
        let stack = Stack<Screen>()
        stacks[tab] = stack
        return stack
    }

    /// Handles a tap on a tab: selects another tab, or takes the selected tab back to its root.
    ///
    /// Going back to the root dismisses the tab's presentations and pops its navigation; a tab
    /// already at its root stays as it is, without a warning.
    ///
    /// ```swift
    /// TabView(selection: Binding(get: { tabs.selection }, set: { tabs.select($0) })) { … }
    /// ```
    /// - Parameter tab: The tab the user tapped.
    /// - Returns: `true` if the tap was a re-selection.
    @discardableResult
    public func select(_ tab: Tab) -> Bool {
        // Tapping the selected tab again re-selects it: back to its root.
        guard tab == selection else {
            selection = tab
            return false
        }
        let stack = stack(for: tab)
        if stack.canGoBack {
            stack.goBack(to: .root)
        }
        return true
    }
}
