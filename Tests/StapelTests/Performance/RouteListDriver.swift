#if !canImport(SwiftUI)
    import Stapel

    /// Drives `StapelStack($routes)`: it edits the model's route list with the list operations,
    /// and assigns the table's routes for the deep link, as a FlowStacks-style coordinator does.
    @MainActor
    struct RouteListDriver: CountedDriver {
        let model = RouteListModel()
        let host: ViewHost

        init(depth: Int) {
            let clock = HostClock()
            model.routes = (0..<depth).map { .push($0) }
            host = ViewHost(RouteListApp(model: model, clock: clock), clock: clock)
        }

        func perform(_ action: CountedAction) throws -> Bool {
            switch action {
            case .push: model.routes.push(5000)
            case .pop: model.routes.pop()
            case .present: model.routes.presentSheet(6000)
            case .dismiss: model.routes.dismiss()
            case .deepLink:
                model.routes = try CountedLink.table { $0 }.routes(for: CountedLink.url)
            }
            return true
        }
    }
#endif
