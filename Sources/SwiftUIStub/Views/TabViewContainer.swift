#if !canImport(SwiftUI)
    /// The body of a `TabView`: its tabs as children, of which only the selected one is on
    /// screen, and the selection, its own or the binding's.
    struct TabViewContainer<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
        typealias Body = Never
        let selection: Binding<SelectionValue>?
        let content: Content

        func update(_ node: ViewNode, transaction: Transaction) {
            let controller = node.controller { TabController() }
            controller.node = node
            let tabs = Self.tabs(of: content)
            controller.tabs = tabs.enumerated().map { index, tab in
                TabController.Tab(
                    key: tab.key, tag: tab.value ?? AnyHashable(index), label: tab.label,
                    section: tab.section)
            }
            if let selection {
                controller.select = { tag in
                    if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
                }
                controller.selected = node.host.track(node) { AnyHashable(selection.wrappedValue) }
            } else {
                controller.select = { [weak node, weak controller] tag in
                    controller?.selected = tag
                    node?.invalidate(transaction: nil)
                }
                if controller.selected == nil { controller.selected = controller.tabs.first?.tag }
            }
            node.reconcile(
                tabs.map { ChildView($0.key, $0.content, node.environment) },
                transaction: transaction)
        }

        /// The tabs: those of `Tab`s, or the views with their `tag` and `tabItem`.
        private static func tabs(of content: Content) -> [HostTab] {
            if let tabContent = content as? any HostTabContentView { return tabContent.hostTabs() }
            return HostViewInspection.leaves(of: content).map { key, view in
                HostTab(
                    key: key, content: view, value: HostViewInspection.tag(of: view),
                    label: HostViewInspection.tabLabel(of: view), section: nil)
            }
        }
    }

    extension TabViewContainer: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            let tabs = node.controller as? TabController
            var lastSection: String?
            let items = (tabs?.tabs ?? []).map { tab in
                let label = tab.tag == tabs?.selected ? "[\(tab.label)]" : tab.label
                defer { lastSection = tab.section }
                guard let section = tab.section, section != lastSection else { return label }
                return "\(section): \(label)"
            }
            let showsSidebar =
                node.environment.hostTabViewShowsSidebar
                && node.environment.horizontalSizeClass == .regular
            return (showsSidebar ? "TabView (sidebar): " : "TabView: ")
                + items.joined(separator: " ")
        }
    }
#endif
