#if !canImport(SwiftUI)
    /// The modifier behind `navigationDestination(for:)`: it registers a builder for a data
    /// type with the navigation stack around it.
    nonisolated struct DestinationModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let type: Any.Type
        let make: (AnyHashable) -> any View

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            if let navigation = node.environment.hostNavigation {
                navigation.register(type, make)
            } else {
                node.host.record(
                    "navigationDestination(for: \(type).self) is outside any NavigationStack; "
                        + "it is ignored")
            }
            updateContent(node, content: content, transaction: transaction)
        }
    }
#endif
