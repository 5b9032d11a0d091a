#if !canImport(SwiftUI)
    /// The modifier behind `navigationDestination(isPresented:)` and `(item:)`: it pushes a
    /// view onto the navigation stack around it while its binding holds a value.
    nonisolated struct BoundDestinationModifier: ViewModifier, HostModifier {
        typealias Body = Never
        /// The view to push now, or `nil`.
        let wanted: () -> (any View)?
        let pop: () -> Void

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let controller = node.controller { BoundDestinationController() }
            let view = node.host.track(node) { wanted() }
            let navigation = node.environment.hostNavigation
            controller.navigation = navigation
            navigation?.setBound(
                view.map { BoundDestination(id: ObjectIdentifier(controller), view: $0, pop: pop) },
                for: ObjectIdentifier(controller))
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// Takes a bound destination off its navigation stack when its modifier goes away.
    @MainActor
    final class BoundDestinationController: NodeController {
        weak var navigation: NavigationController?

        func nodeWillUnmount(_ node: ViewNode) {
            navigation?.setBound(nil, for: ObjectIdentifier(self))
        }
    }
#endif
