import Benchmark
import Foundation
@_spi(StapelUI) import StapelCore
import StapelTesting

/// Memory after a long history: 100,000 random operations against 1,000 on a stack whose depth
/// stays bounded. What a stack holds must not grow with what happened to it before.
func memoryBenchmarks(smoke: Bool) {
    for operations in [1_000, 100_000] {
        let configuration = Benchmark.Configuration(
            metrics: [.peakMemoryResident, .memoryLeakedBytes, .mallocFreeDelta, .wallClock],
            scalingFactor: .one,
            maxDuration: smoke ? .milliseconds(1) : .seconds(5),
            maxIterations: smoke ? 1 : 5
        )
        let label = operations == 1_000 ? "baseline: 1,000" : operations.formatted()
        Benchmark("memory after \(label) random operations", configuration: configuration) {
            benchmark in
            // Measured while the stack is still alive, back at its root: what it keeps of its
            // history.
            benchmark.startMeasurement()
            let stack = await randomOperations(operations)
            await stack.emptied()
            benchmark.stopMeasurement()
            blackHole(stack)
        }
    }
}

/// Runs random operations on a fresh stack, as an app and its user would: pushes, sheets and
/// covers, pops, dismissals, going back, edits, deep links, evaluators, offers, with a listener
/// on the events and screens asking for their entries. Plans are settled at once, as the UI
/// would; the main actor is let go now and then, so that tasks a plan leaves behind can end.
@MainActor
private func randomOperations(_ count: Int) async -> Stack<Int> {
    let stack = Stack<Int>()
    var random: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((random >> 33) % UInt64(bound))
    }
    var events = 0
    let subscription = stack.onEvent { _ in events += 1 }
    // Only what is allowed now, so that no runtime warning is reported.
    for operation in 0..<count {
        if stack.depth > 40 { stack.goBack(to: .root) }
        let canPush = stack.top.map { !$0.style.isPresentation || $0.style.hasNavigation } ?? true
        switch next(12) {
        case 0, 1, 2:
            if canPush { stack.push(operation) } else { stack.present(operation) }
        case 3: stack.present(operation, style: .sheet(withNavigation: next(2) == 0))
        case 4: if stack.canPop { stack.pop() }
        case 5: if stack.depth > 0 { stack.goBack(min(next(4) + 1, stack.depth)) }
        case 6: if stack.baseLayer.presentedID != nil { stack.dismissAll() }
        case 7:
            if let top = stack.top {
                _ = stack.entry(for: top.id)
                stack.updateScreen(-operation, forRoute: top.id)
            }
        case 8:
            let kept = Array(stack.routes.prefix(next(stack.depth + 1)))
            stack.setRoutes(kept + [.sheet(operation, withNavigation: true), .push(operation)])
        case 9:
            if let top = stack.top {
                let offers = next(2) == 0
                let evaluator = PushEvaluator<Int> { _ in offers ? .offer : .push }
                stack.setEvaluator(evaluator, for: .route(top.id))
            }
        case 10:
            if canPush, let offer = stack.pushOffers.first { stack.acceptOffer(offer.id) }
        default:
            if stack.canPop { stack.popToRoot() }
        }
        stack.runPlanToCompletion()
        if operation % 100 == 99 { await Task.yield() }
    }
    subscription.cancel()
    blackHole(events)
    return stack
}

extension Stack {
    /// Goes back to the root and lets the tasks of cancelled plans end.
    fileprivate func emptied() async {
        if canGoBack { goBack(to: .root) }
        runPlanToCompletion()
        for _ in 0..<10 { await Task.yield() }
    }
}
