#if !canImport(SwiftUI)
    /// Whose views the evaluation counts name.
    enum CountedViews {
        /// The app's screens.
        static let app: Set<String> = ["CountedRoot", "CountedScreen"]
        /// SwiftUI's own views with a body.
        static let swiftUI: Set<String> = ["NavigationStack"]
        /// Stapel's views whose runs `Benchmarks/README.md` explains: a view of Stapel's that is
        /// not here and runs in an action makes that action exceed the baseline unexplained.
        static let stapelExplained: Set<String> = [
            "RouteScreen", "RegisteredDestination", "PresentedLayer", "LayerNavigation",
            "StackContainer", "RoutesContainer", "InspectorModifier",
        ]

        /// How many body evaluations the counts hold for these views.
        static func sum(_ counts: [String: Int], of views: Set<String>) -> Int {
            counts.filter { views.contains($0.key) }.values.reduce(0, +)
        }

        /// How many body evaluations the counts hold in all.
        static func total(_ counts: [String: Int]) -> Int {
            counts.values.reduce(0, +)
        }
    }
#endif
