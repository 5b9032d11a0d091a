#if !canImport(SwiftUI)
    /// The body of a `TabView`: its tabs as children, of which only the selected one is on
    /// screen, and the selection, its own or the binding's.
    struct TabViewContainer<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
        typealias Body = Never
        let selection: Binding<SelectionValue>?
        let content: Content

        func update(_ node: ViewNode, transaction: Transaction) {
            let controller = node.controller { TabController() }
            let tabs = HostViewInspection.leaves(of: content)
            controller.tabs = tabs.enumerated().map { index, tab in
                TabController.Tab(
                    key: tab.0, tag: HostViewInspection.tag(of: tab.1) ?? AnyHashable(index),
                    label: HostViewInspection.tabLabel(of: tab.1))
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
                tabs.map { ChildView($0.0, $0.1, node.environment) }, transaction: transaction)
        }
    }

    extension TabViewContainer: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            let tabs = node.controller as? TabController
            let items = tabs?.tabs.map { $0.tag == tabs?.selected ? "[\($0.label)]" : $0.label }
            return "TabView: " + (items ?? []).joined(separator: " ")
        }
    }
#endif
