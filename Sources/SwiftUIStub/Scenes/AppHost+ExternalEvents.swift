#if !canImport(SwiftUI)
    public import Foundation

    extension AppHost {
        /// Asks the app to open a URL, as the system does when the user opens a link to it:
        /// the host picks the window that takes it, and that window's `onOpenURL` actions run.
        ///
        /// The window is chosen by these rules, in order, as SwiftUI's external-event routing
        /// does (see the README for what is modelled and what is not certain):
        /// 1. An app with one window (`supportsMultipleWindows` off): that window.
        /// 2. An open window whose views prefer the link (`handlesExternalEvents(preferring:
        ///    allowing:)`), the active one first.
        /// 3. An open window whose views allow it.
        /// 4. A new window of the first window group whose `handlesExternalEvents(matching:)`
        ///    conditions match it.
        /// 5. With no conditions declared anywhere, the active window; otherwise a new window
        ///    of the first group.
        ///
        /// A condition matches a link when it is `"*"` or occurs in the link's text.
        ///
        /// ```swift
        /// let window = app.openURL(URL(string: "notes://note/7?scene=A")!)
        /// await app.settle()
        /// ```
        /// - Parameter url: The URL to open.
        /// - Returns: The window that took it.
        @discardableResult
        public func openURL(_ url: URL) -> ViewHost {
            let window = window(for: url)
            activeWindow = window
            window.openURL(url)
            return window
        }

        /// The window that takes a link, opening one where the rules say so.
        private func window(for url: URL) -> ViewHost {
            let link = url.absoluteString
            guard supportsMultipleWindows, let active = activeWindow else {
                return windows.first ?? open(group: 0, store: SceneStore())
            }
            let byActivity = [active] + windows.filter { $0 !== active }.reversed()
            let conditions = byActivity.map { ($0, $0.externalEventConditions) }
            if let (window, _) = conditions.first(where: { Self.matches($0.1.preferring, link) }) {
                return window
            }
            if let (window, _) = conditions.first(where: { Self.matches($0.1.allowing, link) }) {
                return window
            }
            if let index = groups.firstIndex(where: { Self.matches($0.matching ?? [], link) }) {
                record("opened a window of group \(index) for \(link)")
                return open(group: index, store: SceneStore())
            }
            let declaresNone =
                groups.allSatisfy { $0.matching == nil }
                && conditions.allSatisfy { $0.1.preferring.isEmpty && $0.1.allowing.isEmpty }
            if declaresNone { return active }
            record("no window takes \(link): opened a window of the first group")
            return open(group: 0, store: SceneStore())
        }

        /// Whether a set of conditions takes a link: `"*"`, or a condition the link contains.
        static func matches(_ conditions: Set<String>, _ link: String) -> Bool {
            conditions.contains { $0 == "*" || link.contains($0) }
        }
    }

    extension ViewHost {
        /// The conditions the views on screen set with `handlesExternalEvents(preferring:
        /// allowing:)`, together.
        var externalEventConditions: (preferring: Set<String>, allowing: Set<String>) {
            update()
            var preferring: Set<String> = []
            var allowing: Set<String> = []
            for node in root.subtree where node.isShown {
                if case .handlesExternalEvents(let prefers, let allows) = node.attribute {
                    preferring.formUnion(prefers)
                    allowing.formUnion(allows)
                }
            }
            return (preferring, allowing)
        }

        /// Closes the window: every view leaves the hierarchy, and their `onDisappear` actions
        /// run.
        func close() {
            root.unmount()
            let actions = pendingActions
            pendingActions = []
            for action in actions { action() }
        }
    }
#endif
