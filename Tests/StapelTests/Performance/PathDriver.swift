#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// Drives the baseline: it writes the model's path, sheet and sheet path, as an app with
    /// `NavigationStack(path:)` does, and opens the deep link in one change.
    @MainActor
    struct PathDriver: CountedDriver {
        let model = PathModel()
        let host: ViewHost

        init(depth: Int) {
            model.path = Array(0..<depth)
            host = ViewHost(PathApp(model: model))
        }

        func perform(_ action: CountedAction) throws -> Bool {
            switch action {
            case .push: model.path.append(5000)
            case .pop: model.path.removeLast()
            case .present: model.sheet = CountedSheet(number: 6000, withNavigation: false)
            case .dismiss: model.sheet = nil
            case .deepLink:
                // The same link, read by the same table, written into the model at once.
                let routes = try CountedLink.table { $0 }.routes(for: CountedLink.url)
                let sheet = try #require(routes.firstIndex { $0.style.isPresentation })
                model.path = routes[..<sheet].map(\.screen)
                model.sheetPath = routes[(sheet + 1)...].map(\.screen)
                model.sheet = CountedSheet(number: routes[sheet].screen, withNavigation: true)
            }
            return true
        }
    }
#endif
