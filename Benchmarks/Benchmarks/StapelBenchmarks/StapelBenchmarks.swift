import Benchmark
import Foundation

/// Each Stapel benchmark has a baseline measured in the same run; compare them as ratios.
///
/// `STAPEL_BENCHMARK_SMOKE=1` runs every benchmark once, for CI: it checks that they build and
/// run, not how fast they are.
let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["STAPEL_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 1,
        scalingFactor: .kilo,
        maxDuration: smoke ? .milliseconds(1) : .seconds(2),
        maxIterations: smoke ? 1 : 10_000
    )
    pushAndPopBenchmarks()
    eventBenchmarks()
    plannerBenchmarks(smoke: smoke)
    restorationBenchmarks(smoke: smoke)
    deepLinkBenchmarks(smoke: smoke)
    memoryBenchmarks(smoke: smoke)
}
