/// What follows a ``TabStacks``'s changes that its stacks' events don't tell: a stack made for a
/// tab, and a new selection. ``TabStacksAutosave`` is the one observer.
@MainActor
protocol TabStacksObserver<Tab, Screen>: AnyObject {
    associatedtype Tab: Hashable
    associatedtype Screen

    /// The tabs made the stack of a tab.
    func tabs(madeStack stack: Stack<Screen>, for tab: Tab)
    /// Code (or the tab bar) selected a tab; `changed` says whether it was another one.
    func tabsSelected(_ tab: Tab, changed: Bool)
}
