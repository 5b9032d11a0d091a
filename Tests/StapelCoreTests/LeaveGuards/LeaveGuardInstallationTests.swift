@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("A view's leave guard: installed on its screen's route, gone with the view")
struct LeaveGuardInstallationTests {
    @Test func aViewInstallsOnItsRouteAndMovesWithIt() throws {
        let stack = Stack<Int>()
        let first = try #require(stack.push(1).routeID)
        let second = try #require(stack.push(2).routeID)
        let installation = LeaveGuardInstallation<Int>()
        installation.install({ .refuse }, on: stack, for: .route(first))
        #expect(stack.hasLeaveGuard(for: first))
        // Drawn for another route: the first one's guard goes.
        installation.install({ .refuse }, on: stack, for: .route(second))
        #expect(!stack.hasLeaveGuard(for: first))
        #expect(stack.hasLeaveGuard(for: second))
        // On the root, which is never left: it guards nothing.
        installation.install({ .refuse }, on: stack, for: .root)
        #expect(!stack.hasLeaveGuard(for: second))
        installation.install({ .refuse }, on: stack, for: .route(second))
        installation.uninstall()
        #expect(!stack.hasLeaveGuard(for: second))
    }

    @Test func aGuardSetByTheAppIsNotTheViewsToRemove() throws {
        let stack = Stack<Int>()
        let id = try #require(stack.push(1).routeID)
        let installation = LeaveGuardInstallation<Int>()
        installation.install({ .refuse }, on: stack, for: .route(id))
        stack.setLeaveGuard({ .allow }, for: id)
        installation.uninstall()
        #expect(stack.hasLeaveGuard(for: id))
    }

    @Test func aViewThatGoesTakesItsGuardAlong() async throws {
        let stack = Stack<Int>()
        let id = try #require(stack.push(1).routeID)
        var installation: LeaveGuardInstallation<Int>? = LeaveGuardInstallation()
        installation?.install({ .refuse }, on: stack, for: .route(id))
        #expect(stack.hasLeaveGuard(for: id))
        installation = nil
        for _ in 0..<10 { await Task.yield() }
        #expect(!stack.hasLeaveGuard(for: id))
        _ = installation
    }
}
