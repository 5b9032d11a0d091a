/// The steps of a planned change of a stack's routes: the route list after each update, in
/// order. ``RoutePlanner/steps(from:to:capabilities:)`` makes it.
///
/// A plan keeps the start and target lists once, and each step as a length into one of them, so
/// a plan of many steps over many routes stays linear in size. Reading a step builds its list.
///
/// ```swift
/// let plan = RoutePlanner.steps(from: stack.routes, to: target, capabilities: .oneChangePerUpdate)
/// print(plan.count)
/// for step in plan { print(step.map(\.screen)) }
/// ```
@_spi(StapelUI)
public struct RoutePlan<Screen>: RandomAccessCollection {
    private(set) var start: [Route<Screen>]
    private(set) var target: [Route<Screen>]
    /// The length of the bottom the two lists share, by identity.
    let commonLength: Int
    let ends: [PlanStepEnd]

    init(start: [Route<Screen>], target: [Route<Screen>], commonLength: Int, ends: [PlanStepEnd]) {
        self.start = start
        self.target = target
        self.commonLength = commonLength
        self.ends = ends
    }

    /// Edits the screen of a route wherever the plan holds it, so that the steps still to come
    /// show the edit instead of the screen the plan was made with.
    /// - Parameters:
    ///   - screen: The new screen value.
    ///   - id: The route's identifier.
    /// - Returns: Whether the plan holds the route.
    /// - Complexity: O(n) in the number of routes in the plan.
    mutating func updateScreen(_ screen: Screen, forRoute id: RouteID) -> Bool {
        var found = false
        for index in start.indices where start[index].id == id {
            start[index].screen = screen
            found = true
        }
        for index in target.indices where target[index].id == id {
            target[index].screen = screen
            found = true
        }
        return found
    }

    /// The route with an identifier as the plan's target holds it, if it does.
    /// - Complexity: O(n) in the number of routes in the target.
    func route(_ id: RouteID) -> Route<Screen>? {
        target.first { $0.id == id }
    }

    /// Edits the options of a route wherever the plan holds it, as ``updateScreen(_:forRoute:)``
    /// edits its screen.
    /// - Parameters:
    ///   - options: The new options.
    ///   - id: The route's identifier.
    /// - Returns: Whether the plan holds the route.
    /// - Complexity: O(n) in the number of routes in the plan.
    mutating func updateOptions(_ options: RouteOptions, forRoute id: RouteID) -> Bool {
        var found = false
        for index in start.indices where start[index].id == id {
            start[index].options = options
            found = true
        }
        for index in target.indices where target[index].id == id {
            target[index].options = options
            found = true
        }
        return found
    }

    /// The position of the first step: zero.
    ///
    /// ```swift
    /// plan[plan.startIndex]  // the first step
    /// ```
    public var startIndex: Int { 0 }

    /// The position after the last step: the number of steps.
    ///
    /// ```swift
    /// plan.endIndex == plan.count  // true
    /// ```
    public var endIndex: Int { ends.count }

    /// The route list after a step, bottom-most first.
    ///
    /// The routes of the common ancestor carry the target's screen values and names from the
    /// first step on.
    ///
    /// ```swift
    /// let last = plan[plan.count - 1]  // the target
    /// ```
    /// - Parameter position: The step, from zero.
    /// - Complexity: O(n), where n is the number of routes in the step.
    public subscript(position: Int) -> [Route<Screen>] {
        switch ends[position] {
        case .forward(let count):
            return Array(target[..<count])
        case .back(let count):
            var routes = Array(target[..<commonLength])
            routes += start[commonLength..<count]
            return routes
        }
    }

    /// What a step changes after the step before it: how many routes stay, and the routes
    /// added on top of them. `nil` for the first step, which starts from the stack's routes.
    /// - Complexity: O(1).
    func change(at position: Int) -> (kept: Int, added: ArraySlice<Route<Screen>>)? {
        guard position > 0 else { return nil }
        switch (ends[position - 1], ends[position]) {
        case (.back, .back(let count)):
            return (count, start[count..<count])
        case (.back, .forward(let count)):
            return (commonLength, target[commonLength..<count])
        case (.forward(let previous), .forward(let count)):
            return (previous, target[previous..<count])
        case (.forward, .back):
            return nil
        }
    }
}

extension RoutePlan: Sendable where Screen: Sendable {}
