import Benchmark
import StapelBaselines
import StapelCore

/// Push and pop, with every screen drawn and re-drawn when invalidated, and with nothing
/// observed; each against an observable array of screens.
func pushAndPopBenchmarks() {
    for depth in [10, 100, 1_000] {
        // A push and a pop on a stack this deep, every screen drawn and re-drawn when invalidated.
        Benchmark("push+pop+redraw, depth \(depth): Stapel Stack") { benchmark in
            let iterations = benchmark.scaledIterations
            let renders = await MainActor.run {
                let stack = Stack<Int>(routes: (0..<depth).map { Route.push($0) })
                let screens = ScreenObservers(stack)
                for _ in iterations {
                    stack.push(-1)
                    stack.pop()
                    screens.render()
                }
                return screens.renders
            }
            blackHole(renders)
        }
        Benchmark("push+pop+redraw, depth \(depth): baseline observable array") { benchmark in
            let iterations = benchmark.scaledIterations
            let renders = await MainActor.run {
                let stack = ArrayStack()
                stack.routes = Array(0..<depth)
                let screens = ScreenObservers(stack)
                for _ in iterations {
                    stack.push(-1)
                    stack.pop()
                    screens.render()
                }
                return screens.renders
            }
            blackHole(renders)
        }
    }

    // Plain operations, nothing observed: Stapel's bookkeeping against a bare array. On the
    // main actor from the start, and measured from after the set-up, so that neither the hop
    // to the main actor (about 80 ns per operation on the project's machine, spread over a
    // sample) nor the set-up is counted.
    Benchmark("push+pop, nothing observed: Stapel Stack") { @MainActor benchmark async in
        let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            stack.push(-1)
            blackHole(stack.depth)
            stack.pop()
        }
        benchmark.stopMeasurement()
    }
    Benchmark("push+pop, nothing observed: baseline observable array") {
        @MainActor benchmark async in
        let stack = ArrayStack()
        stack.routes = Array(0..<100)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            stack.push(-1)
            blackHole(stack.routes.count)
            stack.pop()
        }
        benchmark.stopMeasurement()
    }
}
