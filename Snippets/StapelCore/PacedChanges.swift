// The parts of the architecture an app sees: capabilities, paced changes and events.
// snippet.hide
import StapelCore

enum Screen: Hashable, Sendable {
    case inbox
    case chat(Int)
    case compose
}

// snippet.show
// snippet.change
@MainActor
func jump(_ stack: Stack<Screen>) async {
    let change = stack.setRoutes([.push(.inbox), .push(.chat(42)), .sheet(.compose)])
    switch await change.outcome {
    case .completed: print("on screen, \(change.stepCount) steps")
    case .cancelled: print("a newer change, or the user, took over")
    case .rejected(let error): print("not a valid route list: \(error)")
    case .leaveRefused(let id): print("the screen of \(id) stayed: its leave guard refused")
    }
}
// snippet.end

// snippet.capabilities
@MainActor
func makeStacks() -> (Stack<Screen>, Stack<Screen>) {
    let standard = Stack<Screen>()  // .navigationStack: what NavigationStack accepts per update
    let cautious = Stack<Screen>(capabilities: .oneChangePerUpdate, settleTimeout: .seconds(2))
    return (standard, cautious)
}
// snippet.end

// snippet.stream
@MainActor
func log(_ stack: Stack<Screen>) async {
    for await event in stack.events() {
        print(event)
    }
}
// snippet.end

// snippet.hide
let (standard, _) = makeStacks()
Task { await jump(standard) }
