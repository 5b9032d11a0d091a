#if !canImport(SwiftUI)
    import Observation
    import Stapel

    /// A coordinator's model in the FlowStacks style: the route list as a value.
    @MainActor
    @Observable
    final class RouteListModel {
        var routes: [Route<Int>] = []
    }
#endif
