/// The steps of a planned change of a stack's routes: the route list after each update, in
/// order. ``RoutePlanner/steps(from:to:capabilities:)`` makes it.
///
/// A plan keeps the start and target lists once, and each step as a length into one of them, so
/// a plan of many steps over many routes stays linear in size. Reading a step builds its list.
///
/// ```swift
/// let plan = RoutePlanner.steps(from: stack.routes, to: routes, capabilities: .oneChangePerUpdate)
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

    /// Edits a route in place wherever the plan holds it, in its start and in its target, so
    /// that the steps still to come show the edit instead of the route the plan was made with:
    /// how an edit in place (``Stack/updateScreen(_:forRoute:fileID:filePath:line:column:)``,
    /// ``Stack/updateOptions(_:forRoute:fileID:filePath:line:column:)``) reaches a running plan.
    /// - Parameters:
    ///   - id: The route's identifier.
    ///   - edit: The edit, which keeps the route's identity.
    /// - Returns: Whether the plan holds the route.
    /// - Complexity: O(n) in the number of routes in the plan.
    mutating func editRoute(_ id: RouteID, _ edit: (inout Route<Screen>) -> Void) -> Bool {
        let inStart = Self.editRoute(id, in: &start, edit)
        let inTarget = Self.editRoute(id, in: &target, edit)
        return inStart || inTarget
    }

    /// Edits the routes of a list that have an identifier.
    /// - Returns: Whether the list holds one.
    private static func editRoute(
        _ id: RouteID, in routes: inout [Route<Screen>], _ edit: (inout Route<Screen>) -> Void
    ) -> Bool {
        var found = false
        for index in routes.indices where routes[index].id == id {
            edit(&routes[index])
            found = true
        }
        return found
    }

    /// The route with an identifier as the plan's target holds it, if it does.
    /// - Complexity: O(n) in the number of routes in the target.
    func route(_ id: RouteID) -> Route<Screen>? {
        target.first { $0.id == id }
    }

    /// The position of the first step: zero.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let plan = RoutePlanner.steps(from: [], to: routes, capabilities: .oneChangePerUpdate)
    /// plan[plan.startIndex]  // the first step
    /// ```
    public var startIndex: Int { 0 }

    /// The position after the last step: the number of steps.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let plan = RoutePlanner.steps(from: [], to: routes, capabilities: .oneChangePerUpdate)
    /// plan.endIndex == plan.count  // true
    /// ```
    public var endIndex: Int { ends.count }

    /// The route list after a step, bottom-most first.
    ///
    /// The routes of the common ancestor carry the target's screen values and names from the
    /// first step on.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let plan = RoutePlanner.steps(from: [], to: routes, capabilities: .oneChangePerUpdate)
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
