import StapelCore
import Testing

/// The edits of a small feature, written as an app's reducer or view model would.
private func openChat(_ routes: inout [Route<TestScreen>]) {
    routes.push(.inbox)
    routes.push(.chat(42))
    routes.push(.profile(7))
    routes.pop()
}

/// A controllable identifier source: route lists built by the same edits compare equal.
@Suite("Route identifier sources")
struct RouteIDSourceTests {
    /// The README's promise: `routes.push(.detail)`, `routes.pop()` are plain value edits a test
    /// compares with `==`.
    @Test func listsBuiltByTheSameEditsAreEqual() {
        let edited = withRouteIDs(.incrementing) {
            var routes: [Route<TestScreen>] = []
            openChat(&routes)
            return routes
        }
        let expected = withRouteIDs(.incrementing) {
            [Route<TestScreen>.push(.inbox), .push(.chat(42))]
        }
        #expect(edited == expected)
        // The third route was made, then popped: it took #3, the expected list never made it.
        #expect(edited.map(\.id) == [RouteID(rawValue: 1), RouteID(rawValue: 2)])
    }

    @Test func withoutASourceTheSameEditsGiveUnequalLists() {
        var first: [Route<TestScreen>] = []
        openChat(&first)
        var second: [Route<TestScreen>] = []
        openChat(&second)
        #expect(first != second)
        #expect(first.map(\.screen) == second.map(\.screen))
    }

    @Test func equalScreensPushedTwiceStillDiffer() {
        let routes = withRouteIDs(.incrementing) {
            [Route<TestScreen>.push(.inbox), .push(.inbox)]
        }
        #expect(routes[0] != routes[1])
        #expect(routes.map(\.id.rawValue) == [1, 2])
    }

    @Test func eachUseOfIncrementingStartsAgain() {
        let first = withRouteIDs(.incrementing) { RouteID.unique() }
        let second = withRouteIDs(.incrementing) { RouteID.unique() }
        #expect(first == RouteID(rawValue: 1))
        #expect(second == first)
    }

    @Test func anIdentifierFromOutsideMovesTheCountPastItself() {
        let ids = withRouteIDs(.incrementing) {
            let read = RouteID(rawValue: 5)
            return [read, RouteID.unique()]
        }
        #expect(ids.map(\.rawValue) == [5, 6])
    }

    @Test func theSourceEndsWithTheOperation() {
        let inside = withRouteIDs(.incrementing) { (1...3).map { _ in RouteID.unique() } }
        let after = RouteID.unique()
        #expect(!inside.contains(after))
        #expect(after > inside[2])
    }

    @Test func theInnermostSourceWins() {
        let ids = withRouteIDs(.incrementing) {
            _ = RouteID.unique()
            let inner = withRouteIDs(.incrementing) { RouteID.unique() }
            return [inner, RouteID.unique()]
        }
        #expect(ids.map(\.rawValue) == [1, 2])
    }

    @Test func concurrentOperationsCountApartAndChildTasksShareTheirParentsSource() async {
        let lists = await withTaskGroup(of: [UInt64].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await withRouteIDs(.incrementing) {
                        async let child = (1...50).map { _ in RouteID.unique().rawValue }
                        let own = (1...50).map { _ in RouteID.unique().rawValue }
                        return (own + (await child)).sorted()
                    }
                }
            }
            var lists: [[UInt64]] = []
            for await list in group { lists.append(list) }
            return lists
        }
        #expect(lists.count == 8)
        for list in lists { #expect(list == Array(1...100)) }
    }

    @MainActor
    @Test func aStackMadeInsideNumbersItsRoutesFromTheSource() {
        let routes = withRouteIDs(.incrementing) {
            let stack = Stack<TestScreen>()
            stack.push(.inbox)
            stack.present(.compose, style: .sheet(withNavigation: true))
            return stack.routes
        }
        let expected = withRouteIDs(.incrementing) {
            [Route<TestScreen>.push(.inbox), .sheet(.compose, withNavigation: true)]
        }
        #expect(routes == expected)
        #expect(routes.map(\.id.rawValue) == [1, 2])
    }

    @MainActor
    @Test func aRestoreInsideMovesTheCountPastTheRestoredIdentifiers() throws {
        let data = try withRouteIDs(.incrementing) {
            try Stack<TestScreen>(routes: [.push(.inbox), .push(.chat(1))]).snapshotData()
        }
        let routes = try withRouteIDs(.incrementing) {
            let stack = Stack<TestScreen>()
            try stack.restore(from: data)
            stack.settle()
            stack.push(.settings)
            return stack.routes
        }
        #expect(routes.map(\.id.rawValue) == [1, 2, 3])
        #expect(routes.map(\.screen) == [.inbox, .chat(1), .settings])
    }
}
