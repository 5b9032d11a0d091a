// Push evaluation in the core: the decision, the context, offers and dry runs.
// snippet.hide
import StapelCore

// snippet.show
// snippet.context
enum Screen: Hashable, Sendable {
    case inbox
    case chat(id: Int)
}

enum IncomingChatKey: PushContextKey {
    static let defaultValue: Int? = nil
}

extension PushContext {
    var incomingChat: Int? {
        get { self[IncomingChatKey.self] }
        set { self[IncomingChatKey.self] = newValue }
    }
}
// snippet.end

// snippet.evaluators
@MainActor
func openChat(_ id: Int, on stack: Stack<Screen>, onMessage: @escaping @MainActor () -> Void) {
    guard let routeID = stack.push(.chat(id: id)).routeID else { return }
    stack.setEvaluator(
        PushEvaluator(
            decide: { request in
                request.context.incomingChat == id ? .handleInPlace : .offer
            },
            handleInPlace: { _ in onMessage() }
        ),
        for: .route(routeID)
    )
}
// snippet.end

// snippet.incoming
@MainActor
func messageArrived(in chat: Int, on stack: Stack<Screen>) {
    let context = PushContext().setting(\.incomingChat, to: chat)
    let result = stack.push(.chat(id: chat), context: context)
    switch result.outcome {
    case .pushed: print("opened chat \(chat)")
    case .handledInPlace: print("chat \(chat) is open: shown in place")
    case .offered: print("a bubble offers chat \(chat)")
    default: print(result)
    }
}
// snippet.end

// snippet.offers
@MainActor
func tapBubble(on stack: Stack<Screen>) {
    if let offer = stack.pushOffers.first {
        stack.acceptOffer(offer.id)  // pushes without asking the evaluator again
    }
}
// snippet.end

// snippet.dryrun
@MainActor
func wouldOpen(_ chat: Int, on stack: Stack<Screen>) -> Bool {
    stack.evaluate(.chat(id: chat)).outcome == .pushed
}
// snippet.end

// snippet.allowing
@MainActor
func requireSignIn(on stack: Stack<Screen>, isSignedIn: @escaping @MainActor () -> Bool) {
    stack.setEvaluator(PushEvaluator(allowing: { _ in isSignedIn() }), for: .root)
}
// snippet.end

// snippet.events
@MainActor
final class Analytics {
    private var subscription: EventSubscription?

    func observe(_ stack: Stack<Screen>) {
        subscription = stack.onEvent { event in
            switch event {
            case .pushed(let route): print("open \(route.screen)")
            case .poppedByUser(let routes): print("user went back over \(routes.count)")
            case .pushEvaluated(_, let result) where result.outcome == .rejected:
                print("rejected")
            default: break
            }
        }
    }
}
// snippet.end

// snippet.hide
let stack = Stack<Screen>()
openChat(42, on: stack, onMessage: {})
messageArrived(in: 42, on: stack)
messageArrived(in: 7, on: stack)
tapBubble(on: stack)
print(wouldOpen(1, on: stack))
