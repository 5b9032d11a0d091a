#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// Body evaluations per navigation action, in the headless host: each container over stacks
    /// of 10, 100 and 1,000 screens, against the same screens under Apple's
    /// `NavigationStack(path:)`. The table in `Benchmarks/README.md` comes from these counts.
    @MainActor
    @Suite("Body evaluations per action, in the headless host")
    struct EvaluationCountTests {
        @Test(arguments: CountedContainer.allCases)
        func theCountsAreTheMeasuredOnesAndDoNotGrowWithDepth(
            _ container: CountedContainer
        ) async throws {
            let shallow = try await container.measure(depth: 10)
            #expect(shallow == container.measured)
            for depth in [100, 1000] {
                let deep = try await container.measure(depth: depth)
                #expect(deep == shallow, "\(container) at depth \(depth) against depth 10")
            }
        }

        @Test(arguments: CountedContainer.stapel)
        func stapelAddsOnlyItsOwnExplainedViewsToTheBaseline(
            _ container: CountedContainer
        ) async throws {
            let baseline = try await CountedContainer.baseline.measure(depth: 10)
            let counts = try await container.measure(depth: 10)
            #expect(!counts.isEmpty)
            for (action, stapel) in counts {
                let apple = try #require(baseline[action])
                // The app's screens run exactly as often as under Apple's stack.
                #expect(
                    CountedViews.sum(stapel, of: CountedViews.app)
                        == CountedViews.sum(apple, of: CountedViews.app), "\(action)")
                // SwiftUI's own views run no more often.
                #expect(
                    CountedViews.sum(stapel, of: CountedViews.swiftUI)
                        <= CountedViews.sum(apple, of: CountedViews.swiftUI), "\(action)")
                // Whatever runs beyond the baseline is one of Stapel's explained views.
                #expect(
                    CountedViews.total(stapel)
                        <= CountedViews.total(apple)
                        + CountedViews.sum(stapel, of: CountedViews.stapelExplained),
                    "\(action)")
            }
        }
    }
#endif
