// libFuzzer harness for the restoration decoder.
//
// The first byte picks the decoder: even for a typed `Codable` screen, odd for `AnyScreen`
// through a registry. Whatever decodes is restored onto a stack on the main actor, checked for
// structure, and must survive a second round trip unchanged.
import Foundation
import IssueReporting

enum FuzzScreen: Hashable, Sendable, Codable {
    case inbox
    case chat(Int)
    case profile(name: String, age: UInt8)
    case nested([FuzzScreen])
    case score(Double)
}

struct Recipe: Hashable, Sendable, Codable {
    var id: Int
    var tags: [String]
}

let fuzzRegistry: ScreenTypeRegistry = {
    var registry = ScreenTypeRegistry()
    registry.register(Recipe.self, as: "recipe")
    registry.register(String.self, as: "text")
    registry.register(Int.self, as: "number")
    registry.register(FuzzScreen.self, as: "screen")
    return registry
}()

@MainActor
func check<Screen: Hashable>(
    _ snapshot: StackSnapshot<Screen>,
    reencode: (StackSnapshot<Screen>) throws -> StackSnapshot<Screen>
) {
    guard RouteListError.firstError(in: snapshot.routes) == nil else {
        fatalError("a decoded snapshot holds an invalid route list")
    }
    let stack = Stack<Screen>()
    let change: StackChange
    do {
        let result = try stack.restore(from: snapshot)
        guard result.restoredCount == snapshot.routes.count,
            result.dropped == snapshot.droppedRoutes
        else { fatalError("restored \(result.restoredCount) of a valid snapshot") }
        change = result.change
    } catch .nothingRestored {
        guard snapshot.routes.isEmpty, !snapshot.droppedRoutes.isEmpty else {
            fatalError("nothing restored from valid routes")
        }
        return
    } catch {
        fatalError("unexpected \(error)")
    }
    // Restoring is a planned change: report every step settled, as the UI would.
    var steps = 0
    while let step = stack.planStep, steps < 10_000 {
        stack.reportStepSettled(step)
        steps += 1
    }
    guard stack.routes == snapshot.routes, change.outcomeIfEnded == .completed else {
        fatalError("the stack differs from the snapshot")
    }
    guard let again = try? reencode(StackSnapshot(routes: stack.routes)),
        again.routes == stack.routes, again.droppedRoutes.isEmpty
    else {
        fatalError("a restored stack does not survive a round trip")
    }
}

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let data = Data(bytes: bytes + 1, count: size - 1)
    let typed = bytes[0] % 2 == 0
    MainActor.assumeIsolated {
        withIssueReporters([]) {
            if typed {
                guard let snapshot = try? StackSnapshot<FuzzScreen>(jsonData: data) else { return }
                check(snapshot) { try StackSnapshot(jsonData: $0.jsonData()) }
            } else {
                guard
                    let snapshot = try? StackSnapshot<AnyScreen>(
                        jsonData: data, registry: fuzzRegistry)
                else { return }
                check(snapshot) {
                    try StackSnapshot(
                        jsonData: $0.jsonData(registry: fuzzRegistry), registry: fuzzRegistry)
                }
            }
        }
    }
    // Run the main actor's queued jobs (the plan's cancelled fallback tasks), so that they don't
    // pile up over millions of inputs.
    RunLoop.main.run(until: Date())
    return 0
}
