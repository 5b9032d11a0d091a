import CustomDump
import StapelCore
import Testing

/// Step vectors in the style of a peer library's published tests: the same start and target,
/// and the steps expected for each platform capability.
@Suite("Route planner")
struct RoutePlannerTests {
    let many = PlatformCapabilities.navigationStack
    let one = PlatformCapabilities.oneChangePerUpdate

    func screens(_ steps: [[Route<Int>]]) -> [[Int]] { steps.map { $0.map(\.screen) } }

    @Test func pushesGoOneAtATimeOrAllAtOnce() {
        let target: [Route<Int>] = [.push(2), .push(3), .push(4)]
        expectNoDifference(
            screens(RoutePlanner.steps(from: [], to: target, capabilities: one)),
            [[2], [2, 3], [2, 3, 4]])
        expectNoDifference(
            screens(RoutePlanner.steps(from: [], to: target, capabilities: many)), [[2, 3, 4]])
    }

    @Test func popsGoAllAtOnce() {
        let start: [Route<Int>] = [.push(2), .push(3), .push(4)]
        for capabilities in [one, many] {
            expectNoDifference(
                screens(RoutePlanner.steps(from: start, to: [], capabilities: capabilities)), [[]])
        }
    }

    @Test func presentationsGoOneAtATime() {
        let target: [Route<Int>] = [.sheet(2), .fullScreenCover(3), .sheet(4)]
        for capabilities in [one, many] {
            expectNoDifference(
                screens(RoutePlanner.steps(from: [], to: target, capabilities: capabilities)),
                [[2], [2, 3], [2, 3, 4]]
            )
        }
    }

    @Test func dismissalsGoOneAtATimeOrAllAtOnce() {
        let start: [Route<Int>] = [.sheet(2), .fullScreenCover(3), .sheet(4)]
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: [], capabilities: one)), [[2, 3], [2], []])
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: [], capabilities: many)), [[]])
    }

    @Test func pushesInsideADismissedSheetLeaveWithIt() {
        let start: [Route<Int>] = [
            .sheet(2, withNavigation: true), .push(3), .sheet(4, withNavigation: true), .push(5),
        ]
        let target: [Route<Int>] = [.push(-2)]
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: one)),
            [[2, 3], [-2]])
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: many)), [[-2]])
    }

    @Test func backToTheCommonAncestorBeforePresenting() {
        let start: [Route<Int>] = [.push(2), .push(3), .push(4)]
        var target = Array(start.prefix(2))
        target[0].screen = -2
        target[1].screen = -3
        target += [.sheet(-4), .sheet(-5)]
        let expected = [[-2, -3], [-2, -3, -4], [-2, -3, -4, -5]]
        for capabilities in [one, many] {
            let steps = RoutePlanner.steps(from: start, to: target, capabilities: capabilities)
            expectNoDifference(screens(steps), expected)
            #expect(steps[0].map(\.id) == Array(start.prefix(2)).map(\.id))
        }
    }

    @Test func aPresentationNeverSharesAStepWithGoingBack() {
        let start: [Route<Int>] = [.push(1), .sheet(2)]
        let target: [Route<Int>] = [start[0], .sheet(3, withNavigation: true), .push(4)]
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: many)),
            [[1], [1, 3, 4]])
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: one)),
            [[1], [1, 3], [1, 3, 4]])
    }

    @Test func presentAndPushOneAtATime() {
        let target: [Route<Int>] = [.push(2), .push(3), .sheet(4), .sheet(5)]
        expectNoDifference(
            screens(RoutePlanner.steps(from: [], to: target, capabilities: one)),
            [[2], [2, 3], [2, 3, 4], [2, 3, 4, 5]]
        )
        expectNoDifference(
            screens(RoutePlanner.steps(from: [], to: target, capabilities: many)),
            [[2, 3], [2, 3, 4], [2, 3, 4, 5]]
        )
    }

    @Test func editsOnlyTakeOneStepAndEqualListsNone() {
        let start: [Route<Int>] = [.push(1), .sheet(2)]
        var edited = start
        edited[1].screen = 20
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: edited, capabilities: one)), [[1, 20]])
        #expect(RoutePlanner.steps(from: start, to: start, capabilities: one).isEmpty)
    }

    @Test func equalScreensWithNewIdentitiesAreNewRoutes() {
        let start: [Route<Int>] = [.push(1)]
        let target: [Route<Int>] = [.push(1)]
        let steps = RoutePlanner.steps(from: start, to: target, capabilities: one)
        #expect(steps.count == 1)
        #expect(steps[0].map(\.id) == target.map(\.id))
        #expect(RoutePlanner.isValidStep(from: start, to: target, capabilities: one))
    }

    @Test func theStepPredicate() {
        let a = Route.push(1)
        let sheet = Route.sheet(2, withNavigation: true)
        let cover = Route.fullScreenCover(3, withNavigation: true)
        #expect(!RoutePlanner.isValidStep(from: [a], to: [a], capabilities: many))
        #expect(!RoutePlanner.isValidStep(from: [], to: [sheet, cover], capabilities: many))
        #expect(!RoutePlanner.isValidStep(from: [a], to: [sheet], capabilities: many))
        #expect(!RoutePlanner.isValidStep(from: [], to: [a, sheet], capabilities: many))
        #expect(RoutePlanner.isValidStep(from: [], to: [sheet, .push(4)], capabilities: many))
        #expect(!RoutePlanner.isValidStep(from: [], to: [sheet, .push(4)], capabilities: one))
        #expect(!RoutePlanner.isValidStep(from: [sheet, cover], to: [], capabilities: one))
        #expect(RoutePlanner.isValidStep(from: [sheet, cover], to: [], capabilities: many))
        #expect(!RoutePlanner.isValidStep(from: [], to: [.sheet(1), .push(2)], capabilities: many))
    }
}
