#if !canImport(SwiftUI)
    extension CountedContainer {
        /// The body evaluations per action, by view name, as measured in the host at depth 10
        /// (and the same at 100 and 1,000). `Benchmarks/README.md` shows them as a table and
        /// says why each of Stapel's own views runs.
        var measured: [CountedAction: [String: Int]] {
            switch self {
            case .baseline:
                [
                    .push: ["CountedScreen": 1],
                    .pop: [:],
                    .present: ["CountedScreen": 1],
                    .dismiss: [:],
                    // The sheet's stack runs twice: its binding is handed to it again when the
                    // presentation's transition ends.
                    .deepLink: ["CountedScreen": 6, "NavigationStack": 2],
                ]
            case .stack:
                [
                    .push: ["CountedScreen": 1, "RouteScreen": 1],
                    .pop: [:],
                    .present: [
                        "CountedScreen": 1, "RouteScreen": 1, "PresentedLayer": 1,
                        "InspectorModifier": 1,
                    ],
                    .dismiss: [:],
                    .deepLink: [
                        "CountedScreen": 6, "RouteScreen": 6, "PresentedLayer": 1,
                        "LayerNavigation": 1, "LinkDestination": 1, "NavigationStack": 1,
                        "StackContainer": 2, "InspectorModifier": 1,
                    ],
                ]
            case .routeList:
                [
                    .push: ["CountedScreen": 1, "RouteScreen": 1, "RoutesContainer": 1],
                    .pop: ["RoutesContainer": 1],
                    .present: [
                        "CountedScreen": 1, "RouteScreen": 1, "PresentedLayer": 1,
                        "RoutesContainer": 1, "InspectorModifier": 1,
                    ],
                    .dismiss: ["RoutesContainer": 1],
                    .deepLink: [
                        "CountedScreen": 6, "RouteScreen": 6, "PresentedLayer": 1,
                        "LayerNavigation": 1, "LinkDestination": 1, "NavigationStack": 1,
                        "StackContainer": 2, "RoutesContainer": 1, "InspectorModifier": 1,
                    ],
                ]
            case .withStapel:
                [
                    .push: ["CountedScreen": 1, "RouteScreen": 1, "RegisteredDestination": 1],
                    .pop: [:],
                    .present: [
                        "CountedScreen": 1, "RouteScreen": 1, "RegisteredDestination": 1,
                        "PresentedLayer": 1, "InspectorModifier": 1,
                    ],
                    .dismiss: [:],
                    .deepLink: [
                        "CountedScreen": 6, "RouteScreen": 6, "RegisteredDestination": 6,
                        "PresentedLayer": 1, "LayerNavigation": 1, "LinkDestination": 1,
                        "NavigationStack": 1, "StackContainer": 2, "InspectorModifier": 1,
                    ],
                ]
            case .withStapelViews:
                [
                    .push: ["CountedScreen": 1, "RouteScreen": 1, "RegisteredDestination": 1],
                    .pop: [:],
                    .present: [
                        "CountedScreen": 1, "RouteScreen": 1, "RegisteredDestination": 1,
                        "PresentedLayer": 1, "InspectorModifier": 1,
                    ],
                    .dismiss: [:],
                ]
            }
        }
    }
#endif
