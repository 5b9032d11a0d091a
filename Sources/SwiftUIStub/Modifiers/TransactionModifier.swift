#if !canImport(SwiftUI)
    /// Changes the transaction of the updates below it: always, or only in an update where a
    /// value changed.
    nonisolated struct TransactionModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let transform: (inout Transaction) -> Void
        /// For the value-based forms: whether the value differs from the last update's, which
        /// the modifier records in its controller.
        let value: TaskIdentity?

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let controller = node.controller { TransactionController() }
            controller.transform = value == nil ? transform : nil
            var transaction = transaction
            if let value {
                let changed = controller.lastValue.map { $0 != value } ?? false
                controller.lastValue = value
                if changed { transform(&transaction) }
            } else {
                transform(&transaction)
            }
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// What a transaction modifier applies to the updates of the views below it that update on
    /// their own.
    @MainActor
    final class TransactionController: NodeController, TransactionModifying {
        var transform: ((inout Transaction) -> Void)?
        var lastValue: TaskIdentity?

        func modifyForDescendant(_ transaction: inout Transaction) {
            transform?(&transaction)
        }
    }
#endif
