#if !canImport(SwiftUI)
    /// What a primitive keeps between updates of its node: a navigation stack's screens, a
    /// presentation's state, a task, the last value an `onChange` saw.
    @MainActor
    protocol NodeController: AnyObject {
        /// Whether a child is on screen, given that this node is.
        func isChildVisible(_ child: ViewNode) -> Bool

        /// The node came on screen.
        func nodeDidAppear(_ node: ViewNode)

        /// The node left the screen.
        func nodeDidDisappear(_ node: ViewNode)

        /// The node is leaving the hierarchy for good.
        func nodeWillUnmount(_ node: ViewNode)
    }

    extension NodeController {
        func isChildVisible(_ child: ViewNode) -> Bool { true }
        func nodeDidAppear(_ node: ViewNode) {}
        func nodeDidDisappear(_ node: ViewNode) {}
        func nodeWillUnmount(_ node: ViewNode) {}
    }
#endif
