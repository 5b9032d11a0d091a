#if !canImport(SwiftUI)
    extension ViewHost {
        /// The labels of the tab bar on screen, in the layer the user can touch, in order:
        /// empty when no tab view is on screen.
        ///
        /// ```swift
        /// for label in host.tabLabels { try host.selectTab(label) }
        /// ```
        public var tabLabels: [String] {
            update()
            let tabViews = touchableNodes().compactMap { $0.controller as? TabController }
            return tabViews.first?.tabs.map(\.label) ?? []
        }
    }
#endif
