#if !canImport(SwiftUI)
    /// Runs actions when the content comes on screen and when it leaves.
    nonisolated struct LifecycleModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let onAppear: (() -> Void)?
        let onDisappear: (() -> Void)?

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let controller = node.controller { LifecycleController() }
            controller.onAppear = onAppear
            controller.onDisappear = onDisappear
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// Sends a node's appearance and disappearance to its actions, after the update that
    /// caused them.
    @MainActor
    final class LifecycleController: NodeController {
        var onAppear: (() -> Void)?
        var onDisappear: (() -> Void)?

        func nodeDidAppear(_ node: ViewNode) {
            guard let onAppear else { return }
            node.host.afterUpdate(onAppear)
        }

        func nodeDidDisappear(_ node: ViewNode) {
            guard let onDisappear else { return }
            node.host.afterUpdate(onDisappear)
        }
    }
#endif
