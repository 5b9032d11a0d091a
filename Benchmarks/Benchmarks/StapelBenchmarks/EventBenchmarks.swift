import Benchmark
import StapelCore

/// What an event listener costs: push+pop with one synchronous listener, against none. On the
/// main actor from the start, and measured from after the set-up, as the plain push+pop
/// benchmarks are.
func eventBenchmarks() {
    for listening in [true, false] {
        let name = listening ? "one listener" : "baseline: no listener"
        Benchmark("events, push+pop: \(name)") { @MainActor benchmark async in
            let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
            var events = 0
            let subscription = listening ? stack.onEvent { _ in events += 1 } : nil
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                stack.push(-1)
                stack.pop()
            }
            benchmark.stopMeasurement()
            subscription?.cancel()
            blackHole(events)
        }
    }
}
