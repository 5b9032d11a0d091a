#if !canImport(SwiftUI)
    extension ViewHost {
        /// Taps the back button of the navigation stack on top: the top screen pops, and the
        /// shorter path is written back when the pop's transition ends.
        ///
        /// ```swift
        /// try host.tapBack()
        /// await host.settle()
        /// ```
        public func tapBack() throws {
            if let split = splitToGoBack() {
                split.userPop()
                update()
                return
            }
            let navigation = try backNavigation()
            navigation.userPop(toCount: navigation.displayed.count - 1)
            update()
        }

        /// Changes the window's horizontal size class, as a rotation, Slide Over or a resized
        /// window does: a split view collapses to one stack in `.compact` and expands to its
        /// columns in `.regular`. A new host starts `.compact`, as an iPhone in portrait.
        ///
        /// ```swift
        /// host.horizontalSizeClass = .regular
        /// await host.settle()
        /// ```
        public var horizontalSizeClass: UserInterfaceSizeClass? {
            get { root.environment.horizontalSizeClass }
            set { changeWindow(\.horizontalSizeClass, to: newValue) }
        }

        /// Changes the window's vertical size class, as turning an iPhone to landscape does: in
        /// `.compact` a sheet or popover adapts to a full-screen cover unless its content's
        /// `presentationCompactAdaptation` says otherwise. A new host starts `.regular`.
        ///
        /// ```swift
        /// host.verticalSizeClass = .compact
        /// #expect(host.presentationStyles == [.fullScreenCover])
        /// ```
        public var verticalSizeClass: UserInterfaceSizeClass? {
            get { root.environment.verticalSizeClass }
            set { changeWindow(\.verticalSizeClass, to: newValue) }
        }

        /// Changes a value of the window's environment, as the device or window does, and
        /// updates what it changed.
        private func changeWindow<Value: Equatable>(
            _ keyPath: WritableKeyPath<EnvironmentValues, Value>, to newValue: Value
        ) {
            guard newValue != root.environment[keyPath: keyPath] else { return }
            root.environment[keyPath: keyPath] = newValue
            root.invalidate(transaction: nil)
            update()
        }

        /// The collapsed split view whose back button is on top: its column on top shows no
        /// navigation stack with screens above its root.
        private func splitToGoBack() -> SplitController? {
            update()
            let nodes = touchableNodes()
            guard let split = nodes.compactMap({ $0.controller as? SplitController }).last,
                split.canGoBack
            else { return nil }
            if let navigation = topNavigation(),
                !navigation.displayed.isEmpty || navigation.transition != nil
            {
                return nil
            }
            return split
        }

        /// Long-presses the back button and chooses a screen from its menu: the stack pops to
        /// the screen with `count` screens above the root (0 is the root).
        public func longPressBack(toCount count: Int) throws {
            let navigation = try backNavigation()
            guard count >= 0, count < navigation.displayed.count else {
                throw HostError.cannotGoBack(
                    "the back menu has no entry \(count) (\(navigation.displayed.count) screens)")
            }
            navigation.userPop(toCount: count)
            update()
        }

        /// Puts a finger on the leading edge and starts swiping back; the screen below comes on
        /// screen.
        public func beginSwipeBack() throws {
            let navigation = try backNavigation()
            navigation.beginSwipe()
            window.isInteractive = true
            update()
        }

        /// Moves the finger of a swipe back, from 0 (start) to 1 (the whole width).
        public func moveSwipeBack(to progress: Double) {
            topNavigation()?.moveSwipe(to: progress)
            update()
        }

        /// Lifts the finger: the pop completes, or the screen springs back when `completing`
        /// is `false`. The rest of the transition runs on the host's clock.
        public func endSwipeBack(completing: Bool) {
            topNavigation()?.endSwipe(completing: completing)
            window.isInteractive = false
            update()
        }

        /// Swipes the sheet on top down: it is dismissed by the user, its binding is cleared
        /// when the transition ends, and `onDismiss` runs.
        public func swipeDownSheet() throws {
            update()
            let level = window.interactiveLevel
            guard level > 0, let record = window.record(atLevel: level) else {
                throw HostError.cannotDismiss("no sheet is on screen")
            }
            switch window.style(of: record) {
            case .sheet: break
            case .fullScreenCover:
                throw HostError.cannotDismiss("a full-screen cover cannot be swiped away")
            case .popover:
                throw HostError.cannotDismiss(
                    "a popover is dismissed by a tap outside it (tapOutsidePopover())")
            case .alert:
                throw HostError.cannotDismiss("an alert is dismissed by its buttons only")
            case .confirmationDialog:
                throw HostError.cannotDismiss(
                    "a confirmation dialog is dismissed by a tap outside it (tapOutsideDialog())")
            }
            let disabled = touchableNodes().contains { node in
                if case .interactiveDismissDisabled(true) = node.attribute { return true }
                return false
            }
            guard !disabled else {
                throw HostError.cannotDismiss("the sheet has interactiveDismissDisabled()")
            }
            window.dismiss(record, byUser: true)
            update()
        }

        /// Taps the tab bar item (or sidebar row) with this label. Tapping the selected tab
        /// writes the selection again and pops the tab's navigation stack to its root, as
        /// UIKit's tab bar does.
        ///
        /// ```swift
        /// try host.selectTab("Inbox")
        /// await host.settle()
        /// ```
        public func selectTab(_ label: String) throws {
            update()
            let tabViews = touchableNodes().compactMap { $0.controller as? TabController }
            guard let tabs = tabViews.first(where: { $0.tabs.contains { $0.label == label } }),
                let tab = tabs.tabs.first(where: { $0.label == label })
            else {
                throw HostError.notFound("tab \"\(label)\"", hierarchy: hierarchy)
            }
            if tab.tag == tabs.selected, let navigation = tabs.rootNavigation(ofTab: tab),
                navigation.transition == nil, !navigation.displayed.isEmpty
            {
                navigation.userPop(toCount: 0)
            }
            tabs.select(tab.tag)
            update()
        }

        private func backNavigation() throws -> NavigationController {
            update()
            guard let navigation = topNavigation() else {
                throw HostError.cannotGoBack("no navigation stack is on screen")
            }
            guard navigation.transition == nil else {
                throw HostError.cannotGoBack("a transition is running")
            }
            guard !navigation.displayed.isEmpty else {
                throw HostError.cannotGoBack("the root screen is on top")
            }
            let hidden = touchableNodes().contains { node in
                if case .navigationBarBackButtonHidden(true) = node.attribute { return true }
                return false
            }
            guard !hidden else { throw HostError.cannotGoBack("the back button is hidden") }
            return navigation
        }
    }
#endif
