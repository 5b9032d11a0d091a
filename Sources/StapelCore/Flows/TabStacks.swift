import Observation

/// One ``Stack`` per tab, and the selected tab: the state behind a tab view whose tabs keep
/// their own navigation.
///
/// Switching tabs keeps every tab's stack as it is. Code selects a tab with ``select(_:)``,
/// which only selects; the user's tap on the tab bar goes through ``selectFromTabBar(_:)``,
/// which also takes the selected tab back to its root when it is tapped again, as a tab bar
/// does on Apple platforms.
///
/// ```swift
/// let tabs = TabStacks<AppTab, Screen>(selection: .inbox)
/// tabs.stack(for: .inbox).push(.chat(id: 1))
/// tabs.select(.settings)  // the inbox keeps its chat
/// tabs.selectFromTabBar(.settings)  // tapped again: settings goes back to its root
/// ```
@MainActor
@Observable
public final class TabStacks<Tab: Hashable, Screen> {
    /// The selected tab.
    public private(set) var selection: Tab

    @ObservationIgnored private(set) var stacks: [Tab: Stack<Screen>] = [:]
    @ObservationIgnored private let makeStack: @MainActor (Tab) -> Stack<Screen>
    /// The autosave that keeps the tabs, told of every stack made and every selection.
    @ObservationIgnored weak var autosave: (any TabStacksObserver<Tab, Screen>)?

    /// Creates the tabs' state, with an empty stack for every tab.
    ///
    /// ```swift
    /// let tabs = TabStacks<AppTab, Screen>(selection: .inbox)
    /// ```
    /// - Parameter selection: The tab selected at first.
    public init(selection: Tab) {
        self.selection = selection
        self.makeStack = { _ in Stack() }
    }

    /// Creates the tabs' state, with the stacks the app makes: with its own capabilities,
    /// clock or settle timeout, or with a test's clock.
    ///
    /// ```swift
    /// let tabs = TabStacks<AppTab, Screen>(selection: .inbox) { _ in Stack(clock: testClock) }
    /// ```
    /// - Parameters:
    ///   - selection: The tab selected at first.
    ///   - makeStack: Makes the stack of a tab, the first time the tab's stack is asked for.
    public init(selection: Tab, makeStack: @escaping @MainActor (Tab) -> Stack<Screen>) {
        self.selection = selection
        self.makeStack = makeStack
    }

    /// The stack of a tab, made the first time it is asked for.
    ///
    /// ```swift
    /// StapelStack(tabs.stack(for: .inbox)) { InboxView() } destination: { ScreenView($0) }
    /// ```
    /// - Parameter tab: The tab.
    /// - Returns: The tab's stack.
    /// - Complexity: O(1).
    public func stack(for tab: Tab) -> Stack<Screen> {
        if let stack = stacks[tab] { return stack }
        let stack = makeStack(tab)
        stacks[tab] = stack
        autosave?.tabs(madeStack: stack, for: tab)
        return stack
    }

    /// Selects a tab, from code: a notification, a deep link, a coordinator. Its stack stays
    /// as it is, also when the tab is selected already.
    ///
    /// ```swift
    /// tabs.select(.inbox)
    /// tabs.stack(for: .inbox).setRoutes([.push(.chat(id: 7))])
    /// ```
    /// - Parameter tab: The tab to select.
    /// - Returns: `true` if the tab was selected already.
    @discardableResult
    public func select(_ tab: Tab) -> Bool {
        let wasSelected = tab == selection
        if !wasSelected { selection = tab }
        autosave?.tabsSelected(tab, changed: !wasSelected)
        return wasSelected
    }

    /// Handles the user's tap on a tab: selects another tab, or takes the selected tab back to
    /// its root, as a tab bar does. `selectionBinding` hands the tab bar's taps here.
    ///
    /// Going back to the root dismisses the tab's presentations and pops its navigation; a tab
    /// already at its root stays as it is, without a warning.
    ///
    /// ```swift
    /// MyTabBar(selection: tabs.selection, onTap: { tabs.selectFromTabBar($0) })
    /// ```
    /// - Parameter tab: The tab the user tapped.
    /// - Returns: `true` if the tap was a re-selection.
    @discardableResult
    public func selectFromTabBar(_ tab: Tab) -> Bool {
        guard select(tab) else { return false }
        let stack = stack(for: tab)
        if stack.canGoBack {
            stack.goBack(to: .root)
        }
        return true
    }
}
