#if !canImport(SwiftUI)
    /// Draws a view's toolbar items beside it, in the navigation bar of the navigation stack or
    /// split view column the view is in; outside one there is no bar, and the items are not
    /// drawn, as on iOS.
    nonisolated struct ToolbarModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let toolbar: Toolbar

        /// What a `toolbar` modifier was given: views, or items at placements.
        enum Toolbar {
            case views(any View)
            case items(any ToolbarContent)

            @MainActor var items: [HostToolbarItem] {
                switch self {
                case .views(let view):
                    [HostToolbarItem(key: .slot("views"), placement: .automatic, content: view)]
                case .items(let content): content.hostItems(path: [])
                }
            }
        }

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            var children = [ChildView(.slot("content"), content, node.environment)]
            if node.environment.hostHasNavigationBar {
                children += toolbar.items.map { item in
                    ChildView(
                        .slot("toolbar \(item.key)"),
                        ToolbarItemView(placement: item.placement, content: item.content),
                        node.environment)
                }
            }
            node.reconcile(children, transaction: transaction)
        }
    }

    /// An item of a toolbar, drawn in the navigation bar.
    struct ToolbarItemView: View, PrimitiveView {
        typealias Body = Never
        let placement: ToolbarItemPlacement
        let content: any View

        func update(_ node: ViewNode, transaction: Transaction) {
            node.reconcile(
                [ChildView(.slot("item"), content, node.environment)], transaction: transaction)
        }
    }

    extension ToolbarItemView: HostDescribable {
        func hostDescription(of node: ViewNode) -> String { "Toolbar item (\(placement.name))" }
    }

    extension EnvironmentValues {
        /// Whether the view is in a navigation stack or a split view column, whose navigation
        /// bar shows its toolbar items.
        var hostHasNavigationBar: Bool {
            get { self[HostHasNavigationBarKey.self] }
            set { self[HostHasNavigationBarKey.self] = newValue }
        }
    }

    private enum HostHasNavigationBarKey: EnvironmentKey {
        static let defaultValue = false
    }
#endif
