#if !canImport(SwiftUI)
    /// The body of a `NavigationSplitView`: its columns as children, side by side in a regular
    /// width and as one stack in a compact one, driven by a ``SplitController``.
    struct NavigationSplitViewContainer: View, PrimitiveView {
        typealias Body = Never
        let sidebar: any View
        /// The middle column; `nil` for a split view of two columns.
        let content: (any View)?
        let detail: any View
        let columnVisibility: Binding<NavigationSplitViewVisibility>?
        let compactColumn: Binding<NavigationSplitViewColumn>?

        func update(_ node: ViewNode, transaction: Transaction) {
            let controller = node.controller { SplitController(node: node) }
            controller.hasContentColumn = content != nil
            controller.visibility =
                node.host.track(node) { columnVisibility?.wrappedValue } ?? .automatic
            if let compactColumn {
                controller.readTop = { compactColumn.wrappedValue.position }
                controller.writeTop = { position in
                    compactColumn.wrappedValue = NavigationSplitViewColumn(position: position)
                }
            } else {
                controller.readTop = nil
                controller.writeTop = nil
            }
            let requested = node.host.track(node) { controller.requestedTop }
            controller.update(
                isCompact: node.environment.horizontalSizeClass == .compact, requested: requested,
                transaction: transaction)
            var environment = node.environment
            environment.hostHasNavigationBar = true
            var children = [ChildView(.slot("sidebar"), sidebar, environment)]
            if let content {
                children.append(ChildView(.slot("content"), content, environment))
            }
            children.append(ChildView(.slot("detail"), detail, environment))
            node.reconcile(children, transaction: transaction)
        }
    }

    extension NavigationSplitViewContainer: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            let split = node.controller as? SplitController
            let columns = content == nil ? 2 : 3
            let form =
                split?.isCompact == true
                ? "collapsed, \(SplitController.name(of: split?.displayedTop ?? 0)) on top"
                : "side by side"
            let moving = split?.transition != nil ? ", in transition" : ""
            return "NavigationSplitView (\(columns) columns, \(form)\(moving))"
        }
    }
#endif
