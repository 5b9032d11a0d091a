/// Where one step of a ``RoutePlan`` ends: in routes of the start list above the common
/// ancestor, on the way back, or at a prefix of the target, on the way forward.
///
/// It does not depend on the screen type, so that a plan's steps are a plain array that needs
/// no generic code to build.
enum PlanStepEnd: Hashable, Sendable {
    /// The common ancestor, then `start[commonLength..<count]`.
    case back(Int)
    /// `target[..<count]`.
    case forward(Int)

    /// The number of routes after the step.
    var count: Int {
        switch self {
        case .back(let count), .forward(let count): count
        }
    }
}
