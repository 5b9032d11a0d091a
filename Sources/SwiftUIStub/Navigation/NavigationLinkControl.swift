#if !canImport(SwiftUI)
    /// The body of a `NavigationLink`: a button whose tap asks the navigation stack around it
    /// to push. A value goes to the stack's path (`NavigationController.activateLink(_:)`); a
    /// view is pushed as a bound destination that the link's own state keeps, until the user
    /// pops it.
    struct NavigationLinkControl<Label: View>: View, PrimitiveView {
        typealias Body = Never
        let label: Label
        let target: NavigationLinkTarget

        func update(_ node: ViewNode, transaction: Transaction) {
            let link = node.controller { NavigationLinkController() }
            link.navigation = node.environment.hostNavigation
            link.target = target
            let button = ButtonControl(action: { link.activate() }, role: nil, label: label)
            node.reconcile(
                [ChildView(.slot("button"), button, node.environment)], transaction: transaction)
        }
    }

    /// The state of one `NavigationLink`: the navigation stack around it, and whether the view
    /// it pushed is on that stack.
    @MainActor
    final class NavigationLinkController: NodeController {
        weak var navigation: NavigationController?
        var target: NavigationLinkTarget = .value(nil)

        /// Pushes the link's value or view; outside a navigation stack, nothing happens.
        func activate() {
            guard let navigation else { return }
            switch target {
            case .value(let value?):
                navigation.activateLink(value)
            case .value(nil):
                break
            case .view(let view):
                let id = ObjectIdentifier(self)
                navigation.setBound(
                    BoundDestination(
                        id: id, view: view,
                        pop: { [weak navigation] in navigation?.setBound(nil, for: id) }),
                    for: id)
            }
        }

        func nodeWillUnmount(_ node: ViewNode) {
            navigation?.setBound(nil, for: ObjectIdentifier(self))
        }
    }

    extension NavigationLinkControl: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            "NavigationLink"
        }
    }
#endif
