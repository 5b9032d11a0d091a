import PropertyBased
@_spi(StapelUI) import StapelCore
import Testing

/// Builds valid route lists from random numbers.
enum RouteListMaker {
    /// Each code picks a style; a push that would land on a presentation without navigation
    /// becomes a sheet with navigation instead.
    static func routes(_ codes: [Int], screenBase: Int) -> [Route<Int>] {
        var routes: [Route<Int>] = []
        var layerNavigates = true
        for (offset, code) in codes.enumerated() {
            let screen = screenBase + offset
            let style: RouteStyle
            switch code % 6 {
            case 0, 1, 2: style = layerNavigates ? .push : .sheet(withNavigation: true)
            case 3: style = .sheet(withNavigation: true)
            case 4: style = .fullScreenCover(withNavigation: code % 12 < 6)
            default: style = .sheet(withNavigation: false)
            }
            if style.isPresentation { layerNavigates = style.hasNavigation }
            routes.append(Route(screen, style: style))
        }
        return routes
    }

    /// A start list, and a target that keeps a random part of its bottom (some screens edited)
    /// and adds new routes.
    static func pair(start: [Int], keep: Int, edits: Int, added: [Int]) -> (
        [Route<Int>], [Route<Int>]
    ) {
        let from = routes(start, screenBase: 0)
        var to = Array(from.prefix(keep % (from.count + 1)))
        for index in to.indices where (edits >> index) & 1 == 1 {
            to[index].screen += 1000
        }
        let extra = routes(added, screenBase: 100)
        // Keep the target valid: new pushes can't land on a presentation without navigation.
        let candidate = to + extra
        let valid = RouteListError.validPrefixLength(of: candidate)
        return (from, Array(candidate.prefix(valid)))
    }
}

@Suite("Route planner properties")
struct RoutePlannerPropertyTests {
    static let allCapabilities = [
        PlatformCapabilities(multiplePushesPerUpdate: false, multipleDismissalsPerUpdate: false),
        PlatformCapabilities(multiplePushesPerUpdate: true, multipleDismissalsPerUpdate: false),
        PlatformCapabilities(multiplePushesPerUpdate: false, multipleDismissalsPerUpdate: true),
        PlatformCapabilities(multiplePushesPerUpdate: true, multipleDismissalsPerUpdate: true),
    ]

    /// The fewest valid steps from start to target, by breadth-first search over every list on
    /// the way: the start cut back to any length above the common ancestor, and the target
    /// grown from the ancestor.
    static func minimumSteps(
        from start: [Route<Int>], to target: [Route<Int>], capabilities: PlatformCapabilities
    ) -> Int {
        var common = 0
        while common < min(start.count, target.count), start[common].id == target[common].id {
            common += 1
        }
        let ancestor = Array(target[..<common])
        var nodes: [[Route<Int>]] = [start]
        nodes += (common..<start.count).map { ancestor + start[common..<$0] }
        nodes += (common...target.count).map { Array(target[..<$0]) }
        let goal = nodes.count - 1
        var distance = [Int](repeating: -1, count: nodes.count)
        distance[0] = 0
        var queue = [0]
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if node == goal
                || nodes[node].map(\.id) == target.map(\.id)
                    && nodes[node].map(\.screen) == target.map(\.screen)
            {
                return distance[node]
            }
            for next in nodes.indices where distance[next] < 0 {
                if RoutePlanner.isValidStep(
                    from: nodes[node], to: nodes[next], capabilities: capabilities)
                {
                    distance[next] = distance[node] + 1
                    queue.append(next)
                }
            }
        }
        return -1
    }

    /// How many changes SwiftUI makes between two lists, counted without the planner's rules:
    /// popping pushed routes off a navigation is one, each dismissal is one (the routes pushed
    /// inside the presentation leave with it), each push or presentation is one, and an edit of
    /// screens alone is one.
    static func changeCount(from start: [Route<Int>], to end: [Route<Int>]) -> Int {
        var common = 0
        while common < min(start.count, end.count), start[common].id == end[common].id {
            common += 1
        }
        let removed = start[common...]
        var changes = end.count - common
        if let first = removed.first, !first.style.isPresentation { changes += 1 }
        changes += removed.filter(\.style.isPresentation).count
        if changes == 0, start.map(\.screen) != end.map(\.screen) { changes = 1 }
        return changes
    }

    @Test func plansAreValidCompleteAndMinimal() async {
        let codes = Gen.int(in: 0...1_000).array(of: 0...7)
        await propertyCheck(
            count: 1_000,
            input: codes,
            codes,
            Gen.int(in: 0...8),
            Gen.int(in: 0...255)
        ) { startCodes, addedCodes, keep, edits in
            let (start, target) = RouteListMaker.pair(
                start: startCodes, keep: keep, edits: edits, added: addedCodes)
            for capabilities in Self.allCapabilities {
                let steps = RoutePlanner.steps(from: start, to: target, capabilities: capabilities)
                // Every step fits in one update; with one change per update, it is one change.
                var previous = start
                for step in steps {
                    #expect(
                        RoutePlanner.isValidStep(
                            from: previous, to: step, capabilities: capabilities),
                        "\(capabilities): \(previous.map(\.screen)) -> \(step.map(\.screen))"
                    )
                    if capabilities == .oneChangePerUpdate {
                        #expect(
                            Self.changeCount(from: previous, to: step) == 1,
                            "\(previous.map(\.screen)) -> \(step.map(\.screen)) is not one change"
                        )
                    }
                    previous = step
                }
                // The last step is the target.
                #expect(previous.map(\.id) == target.map(\.id))
                #expect(previous.map(\.screen) == target.map(\.screen))
                #expect(previous.map(\.style) == target.map(\.style))
                // No identity is removed and then added again.
                var gone = Set<RouteID>()
                previous = start
                for step in steps {
                    let ids = Set(step.map(\.id))
                    #expect(gone.isDisjoint(with: ids), "a route came back")
                    gone.formUnion(Set(previous.map(\.id)).subtracting(ids))
                    previous = step
                }
                // No plan is longer than the shortest one.
                #expect(
                    steps.count
                        == Self.minimumSteps(from: start, to: target, capabilities: capabilities),
                    "\(capabilities)")
            }
        }
    }

    @Test @MainActor func aStackShowsEachStepOfThePlanInTurn() async {
        let codes = Gen.int(in: 0...1_000).array(of: 0...7)
        await propertyCheck(
            count: 300,
            input: codes,
            codes,
            Gen.int(in: 0...8),
            Gen.int(in: 0...255)
        ) { startCodes, addedCodes, keep, edits in
            let (start, target) = RouteListMaker.pair(
                start: startCodes, keep: keep, edits: edits, added: addedCodes)
            for capabilities in Self.allCapabilities {
                let stack = Stack<Int>(routes: start, capabilities: capabilities)
                let plan = RoutePlanner.steps(from: start, to: target, capabilities: capabilities)
                stack.setRoutes(target)
                for (index, step) in plan.enumerated() {
                    #expect(stack.routes == step, "\(capabilities), step \(index)")
                    stack.reportStepSettled(stack.planStep)
                }
                #expect(stack.planStep == nil)
                #expect(stack.routes == target)
            }
        }
    }
}
