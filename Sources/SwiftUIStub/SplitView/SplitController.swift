#if !canImport(SwiftUI)
    /// A split view's columns, modelled on UISplitViewController: side by side in a regular
    /// width, with the columns the visibility asks for on screen; collapsed into one stack in a
    /// compact width, with only the column on top on screen.
    ///
    /// Collapsed, the column on top follows the `preferredCompactColumn` binding (or the split
    /// view's own state without one): a change pushes or pops columns in a transition of
    /// `TransitionTimings.push`; a change during a transition is applied after it. The user's
    /// back at the root of the column on top pops to the column before it (the content column,
    /// then the sidebar; a two-column split view goes from the detail column to the sidebar),
    /// and the column is written back to the binding when the pop ends, as SwiftUI does. A
    /// change of the size class rearranges the columns at once, in a transition of
    /// `TransitionTimings.sizeClassChange` that holds nothing back.
    @MainActor
    final class SplitController: NodeController {
        weak var node: ViewNode?
        var hasContentColumn = true
        var visibility = NavigationSplitViewVisibility.automatic
        /// Reads the app's column on top, by position (0 sidebar, 1 content, 2 detail).
        var readTop: (() -> Int)?
        /// Writes the column on top back to the app.
        var writeTop: ((Int) -> Void)?
        private var ownTop = 0
        private(set) var isCompact = false
        /// Whether the split view has been laid out once: its first layout is no transition.
        private var hasLaidOut = false
        /// The column on top as on screen; followed without transitions in a regular width.
        private(set) var displayedTop = 0
        private(set) var transition: (visible: Set<Int>, byUser: Bool)?

        init(node: ViewNode) {
            self.node = node
        }

        /// The column on top the app asks for.
        var requestedTop: Int {
            let position = readTop?() ?? ownTop
            // A two-column split view has no content column: it stands for the detail column.
            return hasContentColumn || position == 0 ? position : 2
        }

        static func name(of position: Int) -> String {
            ["sidebar", "content", "detail"][min(max(position, 0), 2)]
        }

        /// Follows the size class and the column the app asks for.
        func update(isCompact: Bool, requested: Int, transaction: Transaction) {
            guard let host = node?.host else { return }
            if !hasLaidOut {
                hasLaidOut = true
                self.isCompact = isCompact
                displayedTop = requested
                return
            }
            if isCompact != self.isCompact {
                self.isCompact = isCompact
                host.recordTransition(
                    isCompact ? .collapse : .expand,
                    duration: transaction.disablesAnimations ? .zero : host.timings.sizeClassChange,
                    byUser: false)
            }
            guard transition == nil, requested != displayedTop else { return }
            guard isCompact else {
                displayedTop = requested
                return
            }
            begin(
                requested > displayedTop ? .push : .pop, to: requested, byUser: false,
                animated: !transaction.disablesAnimations)
        }

        func isChildVisible(_ child: ViewNode) -> Bool {
            let column: Int
            switch child.key {
            case .slot("sidebar"): column = 0
            case .slot("content"): column = 1
            case .slot("detail"): column = 2
            default: return true
            }
            if isCompact {
                if let transition { return transition.visible.contains(column) }
                return column == displayedTop
            }
            switch visibility {
            case .detailOnly: return column == 2
            case .doubleColumn: return column >= (hasContentColumn ? 1 : 0)
            default: return true
            }
        }

        // MARK: The user

        /// Whether the user can go back a column: collapsed, with a column above the sidebar on
        /// top, and no transition.
        var canGoBack: Bool { isCompact && transition == nil && displayedTop > 0 }

        /// Goes back to the column before the one on top, as the back button at the root of the
        /// column on top does.
        func userPop() {
            guard canGoBack else { return }
            begin(.pop, to: hasContentColumn ? displayedTop - 1 : 0, byUser: true, animated: true)
        }

        /// Brings the column after a node's on top of a collapsed split view, as a tap on a
        /// row of a list with a selection in the sidebar or content column does: the user's
        /// push, written back when it ends. Nothing happens when the node is in no split view,
        /// in the detail column, or the column is not on top.
        static func showColumn(after node: ViewNode) {
            var child = node
            for ancestor in node.ancestors {
                defer { child = ancestor }
                guard let split = ancestor.controller as? SplitController else { continue }
                guard
                    ancestor.environment.hostPresentationLevel
                        == node.environment.hostPresentationLevel
                else { return }
                let column: Int
                switch child.key {
                case .slot("sidebar"): column = 0
                case .slot("content"): column = 1
                default: return
                }
                guard split.isCompact, split.transition == nil, split.displayedTop == column
                else { return }
                split.begin(
                    .push, to: split.hasContentColumn ? column + 1 : 2, byUser: true,
                    animated: true)
                return
            }
        }

        // MARK: Transitions

        private func begin(
            _ kind: HostTransition.Kind, to target: Int, byUser: Bool, animated: Bool
        ) {
            guard let host = node?.host else { return }
            let duration = animated ? host.timings.push : .zero
            transition = (visible: [displayedTop, target], byUser: byUser)
            displayedTop = target
            host.recordTransition(kind, duration: duration, byUser: byUser)
            host.schedule(after: duration) { [weak self] in self?.finish() }
            node?.invalidate(transaction: nil)
        }

        private func finish() {
            guard let finished = transition else { return }
            transition = nil
            if finished.byUser {
                if let writeTop { writeTop(displayedTop) } else { ownTop = displayedTop }
            }
            node?.invalidate(transaction: nil)
        }
    }
#endif
