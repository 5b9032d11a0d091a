#if !canImport(SwiftUI)
    /// Changes the environment the content sees.
    nonisolated struct EnvironmentWritingModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let transform: (inout EnvironmentValues) -> Void

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            var environment = node.environment
            transform(&environment)
            updateContent(
                node, content: content, environment: environment, transaction: transaction)
        }
    }
#endif
