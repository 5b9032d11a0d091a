#if !canImport(SwiftUI)
    import Foundation

    /// Keeps the action of `onOpenURL` where the host finds it when the app is asked to open a
    /// URL; the content draws as it is.
    nonisolated struct OpenURLModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let action: (URL) -> Void

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            node.controller { OpenURLController() }.action = action
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// The latest action of an `onOpenURL` modifier.
    @MainActor
    final class OpenURLController: NodeController {
        var action: ((URL) -> Void)?
    }
#endif
