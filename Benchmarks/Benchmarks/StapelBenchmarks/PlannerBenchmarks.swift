import Benchmark
@_spi(StapelUI) import StapelCore

/// Planning a deep link of 1,000 and of 10,000 routes (a sheet every 100) from an empty stack,
/// for both capability sets. The baseline is the smaller plan: 10,000 / 1,000 should stay near
/// 10, the planner being linear.
func plannerBenchmarks(smoke: Bool) {
    let capabilitySets: [(String, PlatformCapabilities)] = [
        ("NavigationStack", .navigationStack), ("one change per update", .oneChangePerUpdate),
    ]
    for (label, capabilities) in capabilitySets {
        for count in [1_000, 10_000] {
            let configuration = Benchmark.Configuration(
                scalingFactor: .one, maxIterations: smoke ? 1 : 100_000)
            Benchmark(
                "plan \(count.formatted()) routes, \(label)", configuration: configuration
            ) { benchmark in
                let target = (0..<count).map { index in
                    index % 100 == 99 ? Route.sheet(index, withNavigation: true) : Route.push(index)
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(RoutePlanner.steps(from: [], to: target, capabilities: capabilities))
                }
            }
        }
    }
}
