import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

/// Step vectors in the style of a peer library's published tests: the same start and target,
/// and the steps expected for each platform capability.
@Suite("Route planner")
struct RoutePlannerTests {
    let many = PlatformCapabilities.navigationStack
    let one = PlatformCapabilities.oneChangePerUpdate

    func screens(_ steps: RoutePlan<Int>) -> [[Int]] { steps.map { $0.map(\.screen) } }

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
        // One change per update: each sheet leaves on its own, and the push comes after.
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: one)),
            [[2, 3], [], [-2]])
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: many)), [[-2]])
    }

    @Test func aDismissalTakesAnUpdateOfItsOwnWhereOneFitsPerUpdate() {
        // The sheet leaves, then the push below it, then the new push arrives.
        let start: [Route<Int>] = [.push(1), .push(2), .sheet(3)]
        let target: [Route<Int>] = [start[0], .push(4)]
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: one)),
            [[1, 2], [1], [1, 4]])
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: many)), [[1, 4]])
        // Several pushes fit, one dismissal does: the pop may carry the push, not the dismissal.
        let pushes = PlatformCapabilities(
            multiplePushesPerUpdate: true, multipleDismissalsPerUpdate: false)
        expectNoDifference(
            screens(RoutePlanner.steps(from: start, to: target, capabilities: pushes)),
            [[1, 2], [1, 4]])
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
        let steps = RoutePlanner.steps(from: start, to: target, capabilities: many)
        #expect(steps.count == 1)
        #expect(steps[0].map(\.id) == target.map(\.id))
        #expect(RoutePlanner.isValidStep(from: start, to: target, capabilities: many))
        // One change per update: the pop and the push are two.
        let paced = RoutePlanner.steps(from: start, to: target, capabilities: one)
        #expect(paced.map { $0.map(\.id) } == [[], target.map(\.id)])
        #expect(!RoutePlanner.isValidStep(from: start, to: target, capabilities: one))
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
        // One change per update: a dismissal alone, never with a pop, a push or another one.
        #expect(RoutePlanner.isValidStep(from: [a, sheet, .push(5)], to: [a], capabilities: one))
        #expect(!RoutePlanner.isValidStep(from: [a, sheet], to: [], capabilities: one))
        #expect(!RoutePlanner.isValidStep(from: [sheet], to: [a], capabilities: one))
        #expect(RoutePlanner.isValidStep(from: [sheet], to: [a], capabilities: many))
        #expect(!RoutePlanner.isValidStep(from: [a], to: [.push(6)], capabilities: one))
        #expect(RoutePlanner.isValidStep(from: [a, .push(7)], to: [], capabilities: one))
    }
}
