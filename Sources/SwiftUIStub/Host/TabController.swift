#if !canImport(SwiftUI)
    /// A tab view's tabs and its selection: only the selected tab is on screen; the others
    /// keep their state.
    @MainActor
    final class TabController: NodeController {
        struct Tab {
            let key: ChildKey
            let tag: AnyHashable
            let label: String
            let section: String?
        }

        weak var node: ViewNode?

        var tabs: [Tab] = []
        var selected: AnyHashable?
        /// Writes the selection, as a tap on a tab bar item does (also for the selected tab).
        var select: (AnyHashable) -> Void = { _ in }

        func isChildVisible(_ child: ViewNode) -> Bool {
            tabs.first { $0.key == child.key }?.tag == selected
        }

        /// The navigation stack a second tap on the selected tab pops to its root: the
        /// outermost one in the tab's content, in the tab view's own layer.
        func rootNavigation(ofTab tab: Tab) -> NavigationController? {
            guard let node, let child = node.children.first(where: { $0.key == tab.key })
            else { return nil }
            let level = node.environment.hostPresentationLevel
            return child.subtree.lazy
                .filter { $0.environment.hostPresentationLevel == level }
                .compactMap { $0.controller as? NavigationController }.first
        }
    }
#endif
