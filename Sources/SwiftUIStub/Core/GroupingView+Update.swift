#if !canImport(SwiftUI)
    extension GroupingView where Self: PrimitiveView {
        /// A grouping view's children are its views, in the environment it was given.
        func update(_ node: ViewNode, transaction: Transaction) {
            let views = node.host.track(node) { flattened() }
            node.reconcile(
                views.map { ChildView($0.0, $0.1, node.environment) }, transaction: transaction)
        }
    }
#endif
