#if !canImport(SwiftUI)
    /// The modifier behind `transition(_:)`: the content draws as it is; the `ZStack` the view
    /// is a child of reads the transition when the view comes or goes.
    nonisolated struct TransitionModifier: ViewModifier, HostModifier {
        let transition: AnyTransition

        typealias Body = Never

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            updateContent(node, content: content, transaction: transaction)
        }

        /// The transition of a view, if one of its modifiers sets one.
        @MainActor static func transition(of view: any View) -> AnyTransition? {
            for case let modifier as TransitionModifier in HostViewInspection.modifiers(of: view) {
                return modifier.transition
            }
            return nil
        }
    }
#endif
