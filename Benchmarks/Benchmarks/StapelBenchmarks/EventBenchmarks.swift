import Benchmark
import StapelCore

/// What an event listener costs: push+pop with one synchronous listener, against none.
func eventBenchmarks() {
    for listening in [true, false] {
        let name = listening ? "one listener" : "baseline: no listener"
        Benchmark("events, push+pop: \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            let events = await MainActor.run {
                let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
                var events = 0
                let subscription = listening ? stack.onEvent { _ in events += 1 } : nil
                for _ in iterations {
                    stack.push(-1)
                    stack.pop()
                }
                subscription?.cancel()
                return events
            }
            blackHole(events)
        }
    }
}
