#if !canImport(SwiftUI)
    /// One view in the host's tree: the last value of the view, the environment it saw, its
    /// state, and its children.
    ///
    /// A node lives as long as its view keeps its structural identity (`ChildKey` and type); its
    /// `@State` lives with it.
    @MainActor
    final class ViewNode {
        unowned let host: ViewHost
        private(set) weak var parent: ViewNode?
        let key: ChildKey
        let viewType: any View.Type
        let depth: Int

        /// The view value of the last update.
        var view: any View
        /// The environment of the last update.
        var environment: EnvironmentValues
        var children: [ViewNode] = []

        /// `@State` storage, by the offset of the property in the view.
        var stateLocations: [Int: AnyObject] = [:]
        /// What the view's `@Environment` properties read, by the offset of the property.
        var environmentReads: [Int: EnvironmentRead] = [:]
        /// What the primitive keeps between updates.
        var controller: (any NodeController)?

        /// Something this node read changed: its body runs again at the next update.
        var needsUpdate = false
        /// The transaction of the change that asked for the update.
        var pendingTransaction: Transaction?
        /// Counts the observation registrations, so that a stale one is ignored.
        var trackingGeneration = 0
        var isMounted = true
        /// On screen as of the last visibility pass.
        var isVisible = false
        /// The body or update has run at least once.
        var hasEvaluated = false
        /// The transaction of the last update that ran the body or the primitive.
        var lastTransaction: Transaction?

        init(
            host: ViewHost, parent: ViewNode?, key: ChildKey, view: any View,
            environment: EnvironmentValues
        ) {
            self.host = host
            self.parent = parent
            self.key = key
            self.view = view
            self.viewType = type(of: view)
            self.environment = environment
            self.depth = (parent?.depth ?? -1) + 1
        }

        /// The controller of the given type, made on first use.
        func controller<C: NodeController>(_ make: () -> C) -> C {
            if let existing = controller as? C { return existing }
            let made = make()
            controller = made
            return made
        }

        /// Marks the node for re-evaluation at the next update, with the transaction of the
        /// change.
        func invalidate(transaction: Transaction?) {
            guard isMounted else { return }
            if let transaction {
                pendingTransaction = transaction
                host.noteAnimationCompletions(of: transaction)
            }
            guard !needsUpdate else { return }
            needsUpdate = true
            host.scheduleUpdate(of: self)
        }

        /// The ancestors, nearest first.
        var ancestors: some Sequence<ViewNode> {
            sequence(first: self, next: { $0.parent }).dropFirst()
        }

        /// The node and every node below it, parents before children.
        var subtree: [ViewNode] {
            var result = [self]
            for child in children { result += child.subtree }
            return result
        }

        /// The view's type name without its module, for messages and the printed hierarchy.
        var typeName: String {
            ViewNode.shortName(of: viewType)
        }

        static func shortName(of type: Any.Type) -> String {
            let full = String(reflecting: type)
            return full.split(separator: "<", maxSplits: 1).first.map { name in
                String(name.split(separator: ".").last ?? name)
            } ?? full
        }
    }
#endif
