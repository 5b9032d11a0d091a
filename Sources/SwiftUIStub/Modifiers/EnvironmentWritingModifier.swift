#if !canImport(SwiftUI)
    /// Changes the environment the content sees.
    nonisolated struct EnvironmentWritingModifier: ViewModifier, HostModifier {
        let transform: (inout EnvironmentValues) -> Void

        @MainActor func body(content: Content) -> Never { primitiveBody(of: Self.self) }

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            var environment = node.environment
            transform(&environment)
            updateContent(
                node, content: content, environment: environment, transaction: transaction)
        }
    }
#endif
