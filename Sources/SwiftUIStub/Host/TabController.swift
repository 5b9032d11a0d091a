#if !canImport(SwiftUI)
    /// A tab view's tabs and its selection: only the selected tab is on screen; the others
    /// keep their state.
    @MainActor
    final class TabController: NodeController {
        struct Tab {
            let key: ChildKey
            let tag: AnyHashable
            let label: String
        }

        var tabs: [Tab] = []
        var selected: AnyHashable?
        /// Writes the selection, as a tap on a tab bar item does (also for the selected tab).
        var select: (AnyHashable) -> Void = { _ in }

        func isChildVisible(_ child: ViewNode) -> Bool {
            tabs.first { $0.key == child.key }?.tag == selected
        }
    }
#endif
