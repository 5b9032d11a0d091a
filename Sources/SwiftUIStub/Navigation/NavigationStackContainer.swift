#if !canImport(SwiftUI)
    /// The body of a `NavigationStack`: the root and the screens of the path, driven by a
    /// ``NavigationController``.
    struct NavigationStackContainer<Root: View>: View, PrimitiveView {
        typealias Body = Never
        let root: Root
        /// Reads the app's path; `nil` when the stack keeps its own.
        let readPath: (() -> [AnyHashable])?
        let writePath: (([AnyHashable]) -> Void)?
        let pathHolds: ((AnyHashable) -> Bool)?

        func update(_ node: ViewNode, transaction: Transaction) {
            let controller = node.controller { NavigationController(node: node) }
            controller.readPath = readPath
            controller.writePath = writePath
            controller.pathHolds = pathHolds
            controller.update(root: root, transaction: transaction)
        }
    }

    extension NavigationStackContainer: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            let navigation = node.controller as? NavigationController
            let count = navigation?.displayed.count ?? 0
            let moving = navigation?.transition != nil ? ", in transition" : ""
            return "NavigationStack (\(count) above the root\(moving))"
        }
    }
#endif
