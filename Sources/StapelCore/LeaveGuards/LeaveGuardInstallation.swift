/// The guard a view puts on its screen's route: installed again with each of the view's
/// updates, so that it reads the view's latest state, and removed when the view goes for good.
///
/// ```swift
/// let installation = LeaveGuardInstallation<Screen>()
/// installation.install({ .refuse }, on: stack, for: .route(id))
/// ```
@MainActor
package final class LeaveGuardInstallation<Screen> {
    private weak var stack: Stack<Screen>?
    private var route: RouteID?

    package init() {}

    /// Installs a guard on the route of a screen slot, replacing this installation's guard
    /// elsewhere. The root is never left: on the root, the installation guards nothing.
    package func install(
        _ decide: @escaping @MainActor () -> LeaveDecision<Screen>, on stack: Stack<Screen>?,
        for slot: ScreenSlot
    ) {
        let owner = ObjectIdentifier(self)
        guard case .route(let id) = slot else {
            uninstall()
            return
        }
        if let previous = self.stack, let route, previous !== stack || route != id {
            previous.removeLeaveGuard(for: route, owner: owner)
        }
        self.stack = stack
        route = id
        stack?.installLeaveGuard(decide, for: id, owner: owner)
    }

    /// Removes the guard this installation put on its route.
    package func uninstall() {
        if let stack, let route {
            stack.removeLeaveGuard(for: route, owner: ObjectIdentifier(self))
        }
        stack = nil
        route = nil
    }

    deinit {
        guard let stack, let route else { return }
        let owner = ObjectIdentifier(self)
        Task { @MainActor in stack.removeLeaveGuard(for: route, owner: owner) }
    }
}
