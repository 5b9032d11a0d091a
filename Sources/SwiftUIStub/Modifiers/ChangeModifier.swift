#if !canImport(SwiftUI)
    /// Runs an action when a value differs from the one the last update saw.
    nonisolated struct ChangeModifier<Value: Equatable>: ViewModifier, HostModifier {
        typealias Body = Never
        let value: Value
        let initial: Bool
        let action: (Value, Value) -> Void

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let controller = node.controller { ChangeController<Value>() }
            let action = action
            let value = value
            if let old = controller.lastValue {
                if old != value { node.host.afterUpdate { action(old, value) } }
            } else if initial {
                node.host.afterUpdate { action(value, value) }
            }
            controller.lastValue = value
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// The value an `onChange` saw last.
    @MainActor
    final class ChangeController<Value>: NodeController {
        var lastValue: Value?
    }
#endif
