#if !canImport(SwiftUI)
    public import Foundation

    extension ViewHost {
        /// Asks the app to open a URL, as the system does when the user opens a link to it:
        /// every `onOpenURL` action in the hierarchy runs with the URL, outermost first, then
        /// the host updates.
        ///
        /// ```swift
        /// host.openURL(URL(string: "myapp://chats/42")!)
        /// await host.settle()
        /// ```
        /// - Parameter url: The URL to open.
        public func openURL(_ url: URL) {
            update()
            let actions = root.subtree.compactMap {
                ($0.controller as? OpenURLController)?.action
            }
            for action in actions { action(url) }
            update()
        }
    }
#endif
