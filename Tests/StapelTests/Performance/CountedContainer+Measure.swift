#if !canImport(SwiftUI)
    import Stapel
    import Testing

    extension CountedContainer {
        /// Runs the container over a stack of `depth` screens and performs every action in
        /// order, each after the one before has settled; returns the body evaluations of every
        /// view, by view name, for each action the container has.
        ///
        /// It also checks that each action showed what it should, and that the host logged
        /// nothing (a dropped presentation, a missing destination).
        @MainActor
        func measure(depth: Int) async throws -> [CountedAction: [String: Int]] {
            let driver = driver(depth: depth)
            let host = driver.host
            await host.settle()
            #expect(host.isShowing("Screen \(depth - 1)"), "\(self) at depth \(depth)")
            var counts: [CountedAction: [String: Int]] = [:]
            for action in CountedAction.allCases {
                host.resetEvaluationCounts()
                guard try driver.perform(action) else { continue }
                #expect(await host.settle(), "\(self), \(action) at depth \(depth)")
                counts[action] = host.evaluationCounts
                #expect(
                    host.isShowing(Self.topText(after: action, depth: depth)),
                    "\(self), \(action) at depth \(depth)")
            }
            #expect(host.log.isEmpty, "\(self) at depth \(depth)")
            return counts
        }

        /// The text of the screen on top after an action.
        private static func topText(after action: CountedAction, depth: Int) -> String {
            switch action {
            case .push: "Screen 5000"
            case .pop, .dismiss: "Screen \(depth - 1)"
            case .present: "Screen 6000"
            case .deepLink: "Screen 7005"
            }
        }
    }
#endif
