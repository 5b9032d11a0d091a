#if !canImport(SwiftUI)
    extension ViewHost {
        /// Finds the view on screen that shows this text, in the layer the user can touch.
        ///
        /// ```swift
        /// try host.find(text: "Chats")
        /// ```
        public func find(text: String) throws -> HostElement {
            try first(matching: "text \"\(text)\"") { node in
                node.drawnText?.resolvedString == text
            }
        }

        /// Finds a view of the given type on screen, in the layer the user can touch.
        public func find<V: View>(_ type: V.Type) throws -> HostElement {
            try first(matching: "a \(ViewNode.shortName(of: type))") { $0.viewType == type }
        }

        /// Finds the view with this accessibility identifier on screen.
        public func find(identifier: String) throws -> HostElement {
            try first(matching: "identifier \"\(identifier)\"") { node in
                if case .accessibilityIdentifier(identifier) = node.attribute { return true }
                return false
            }.firstContent
        }

        /// Every view on screen that shows this text, anywhere.
        public func findAll(text: String) -> [HostElement] {
            update()
            return root.subtree.filter {
                $0.isShown && $0.drawnText?.resolvedString == text
            }
            .map(HostElement.init)
        }

        /// Whether a view that shows this text is on screen in the layer the user can touch.
        public func isShowing(_ text: String) -> Bool {
            (try? find(text: text)) != nil
        }

        /// Taps the control that shows this text.
        ///
        /// ```swift
        /// try host.tap("Open")
        /// ```
        public func tap(_ text: String) throws {
            try find(text: text).tap()
        }

        /// Every text on screen, in order, in every layer that is drawn.
        public var visibleTexts: [String] {
            update()
            return root.subtree.filter(\.isShown).compactMap {
                $0.drawnText?.resolvedString
            }
        }

        /// The navigation title of the screen on top, in the layer the user can touch.
        public var navigationTitle: String? {
            update()
            return touchableNodes().compactMap { node -> String? in
                if case .navigationTitle(let title) = node.attribute { return title }
                return nil
            }.last
        }

        /// The number of presentations on screen: 0 for the base layer alone.
        public var presentationDepth: Int {
            update()
            return window.interactiveLevel
        }

        /// The number of screens above the root of the navigation stack on top.
        public var navigationDepth: Int {
            update()
            return topNavigation()?.displayed.count ?? 0
        }

        /// The transaction of the last update of the first view of a type on screen.
        public func lastTransaction<V: View>(of type: V.Type) -> Transaction? {
            update()
            return root.subtree.first { $0.viewType == type }?.lastTransaction
        }

        // MARK: Internals

        func first(matching query: String, _ predicate: (ViewNode) -> Bool) throws -> HostElement {
            update()
            let node =
                touchableNodes().first(where: predicate)
                ?? backgroundNodes().first(where: predicate)
            guard let node else { throw HostError.notFound(query, hierarchy: hierarchy) }
            return HostElement(node: node)
        }

        /// The nodes on screen in the layers below the top one that still take touches: behind
        /// sheets that let touches through (`presentationBackgroundInteraction`), top-most first.
        func backgroundNodes() -> [ViewNode] {
            var level = window.interactiveLevel
            var levels: [Int] = []
            while level > 0, let record = window.record(atLevel: level),
                window.passesTouchesThrough(record)
            {
                level -= 1
                levels.append(level)
            }
            guard !levels.isEmpty else { return [] }
            let shown = root.subtree.filter(\.isShown)
            return levels.flatMap { level in
                shown.filter { $0.environment.hostPresentationLevel == level }
            }
        }

        /// The nodes on screen in the layer the user can touch, in order.
        func touchableNodes() -> [ViewNode] {
            let level = window.interactiveLevel
            return root.subtree.filter {
                $0.isShown && $0.environment.hostPresentationLevel == level
            }
        }

        /// The navigation stack the back button belongs to: the innermost one on screen in the
        /// layer the user can touch.
        func topNavigation() -> NavigationController? {
            touchableNodes().compactMap { $0.controller as? NavigationController }.last
        }

        /// The control a tap on a node reaches: the node's own control (a `Button` found by type
        /// has its control as its only descendant), or the nearest one around it.
        func tapTarget(from node: ViewNode) -> ViewNode? {
            control(from: node) { $0.controller is TapTarget }
        }

        /// The node of the control of a kind that a node belongs to: down its chain of single
        /// children, then up its ancestors; `nil` when a view on the way up does not take
        /// touches.
        func control(from node: ViewNode, where isControl: (ViewNode) -> Bool) -> ViewNode? {
            var below: ViewNode? = node
            while let candidate = below {
                if isControl(candidate) { return isHitTestable(candidate) ? candidate : nil }
                below = candidate.children.count == 1 ? candidate.children[0] : nil
            }
            var current: ViewNode? = node.parent
            while let candidate = current {
                if case .allowsHitTesting(false) = candidate.attribute { return nil }
                if isControl(candidate) { return isHitTestable(candidate) ? candidate : nil }
                current = candidate.parent
            }
            return nil
        }

        /// The text below a node, in order.
        func text(below node: ViewNode) -> String {
            node.subtree.compactMap { $0.drawnText?.resolvedString }.joined(separator: " ")
        }
    }

    extension HostElement {
        /// The content of a modifier: the view the modifier was attached to.
        var firstContent: HostElement {
            HostElement(node: node.children.first ?? node)
        }
    }
#endif
