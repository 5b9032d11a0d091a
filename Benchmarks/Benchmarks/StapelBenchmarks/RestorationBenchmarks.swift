import Benchmark
import Foundation
import StapelCore

/// Restoring 1,000 routes from a snapshot, against `JSONDecoder` reading the same screens as a
/// plain array; with the encoded size.
func restorationBenchmarks(smoke: Bool) {
    let bytes = BenchmarkMetric.custom("bytes for 1,000 routes", useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, bytes],
        scalingFactor: .one, maxIterations: smoke ? 1 : 100_000)
    let routes = (0..<1_000).map { Route.push($0) }

    Benchmark("restore 1,000 routes: StackSnapshot(jsonData:)", configuration: configuration) {
        benchmark in
        let data = try StackSnapshot(routes: routes).jsonData()
        benchmark.measurement(bytes, data.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try StackSnapshot<Int>(jsonData: data))
        }
    }
    // On the main actor from the start, so that what is measured is the restoring, not a hop
    // to the main actor for each sample. Its baseline decodes on the main actor too: there,
    // on Linux, the same decoding takes about a fifth longer than on another thread.
    Benchmark("restore 1,000 routes: onto an empty Stack", configuration: configuration) {
        @MainActor benchmark async throws in
        let data = try StackSnapshot(routes: routes).jsonData()
        benchmark.measurement(bytes, data.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let stack = Stack<Int>()
            try stack.restore(from: data)
            blackHole(stack)
        }
    }
    Benchmark(
        "restore 1,000 routes: baseline JSONDecoder of the screens as [Int]",
        configuration: configuration
    ) { benchmark in
        let data = try JSONEncoder().encode(routes.map(\.screen))
        benchmark.measurement(bytes, data.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try JSONDecoder().decode([Int].self, from: data))
        }
    }
    Benchmark(
        "restore 1,000 routes: baseline JSONDecoder of the screens as [Int], on the main actor",
        configuration: configuration
    ) { @MainActor benchmark async throws in
        let data = try JSONEncoder().encode(routes.map(\.screen))
        benchmark.measurement(bytes, data.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try JSONDecoder().decode([Int].self, from: data))
        }
    }
}
