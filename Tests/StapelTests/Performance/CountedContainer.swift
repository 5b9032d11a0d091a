#if !canImport(SwiftUI)
    /// A container the evaluation counts compare: Apple's navigation stack as the baseline, and
    /// each way an app draws a stack with Stapel.
    enum CountedContainer: String, CaseIterable, CustomStringConvertible {
        /// `NavigationStack(path:)` with `navigationDestination(for:)` and an `@Observable` path.
        case baseline = "NavigationStack(path:)"
        /// `StapelStack` with a `Stack`.
        case stack = "StapelStack(stack)"
        /// `StapelStack` with a route list held as a value.
        case routeList = "StapelStack($routes)"
        /// `WithStapel`, with numbers drawn by `stapelDestination(for:)`.
        case withStapel = "WithStapel, stapelDestination(for:)"
        /// `WithStapel`, with views pushed and presented as views.
        case withStapelViews = "WithStapel, push(view:)"

        var description: String { rawValue }

        /// Every container but the baseline.
        static let stapel = allCases.filter { $0 != .baseline }

        /// A driver of the container in a new host, over a stack of `depth` screens.
        @MainActor
        func driver(depth: Int) -> any CountedDriver {
            switch self {
            case .baseline: PathDriver(depth: depth)
            case .stack: StackDriver(depth: depth)
            case .routeList: RouteListDriver(depth: depth)
            case .withStapel: WithStapelDriver(depth: depth, views: false)
            case .withStapelViews: WithStapelDriver(depth: depth, views: true)
            }
        }
    }
#endif
