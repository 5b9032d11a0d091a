#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@MainActor @preconcurrency public struct
    // TabView<SelectionValue, Content> : SwiftUICore.View where SelectionValue : Swift.Hashable,
    // Content : SwiftUICore.View`.
    /// Tabs, one on screen at a time, chosen from a tab bar.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    @MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View
    where SelectionValue: Hashable, Content: View {
        nonisolated(unsafe) let selection: Binding<SelectionValue>?
        nonisolated(unsafe) let content: Content

        /// Creates a tab view whose selection follows a binding to the tabs' tags.
        nonisolated public init(
            selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
        ) {
            self.selection = selection
            self.content = content()
        }

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    extension TabView where SelectionValue == Int {
        /// Creates a tab view that keeps its own selection.
        nonisolated public init(@ViewBuilder content: () -> Content) {
            self.selection = nil
            self.content = content()
        }
    }

    extension TabView: PrimitiveView {
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

    @available(*, unavailable)
    extension TabView: Sendable {}
#endif
