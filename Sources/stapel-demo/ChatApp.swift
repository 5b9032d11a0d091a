import StapelCore

/// Seed 001's chat app, played on the navigation core.
///
/// The chat list is the root. An incoming message is pushed with its chat as the screen and the
/// message in the context, and the layer on top decides:
/// - case A: the open chat is that chat, so it inserts the message in place;
/// - case B: another chat is open, or none, so the push becomes a bubble (an offer) that pushes
///   the chat when tapped.
@MainActor
final class ChatApp {
    let stack = Stack<ChatScreen>()
    private(set) var messages: [Int: [String]] = [:]
    private(set) var eventLines: [String] = []
    private var subscription: EventSubscription?

    init() {
        subscription = stack.onEvent { [weak self] event in
            self?.eventLines.append(EventFormatter.line(for: event))
        }
        // At the chat list, no chat is open: every incoming message becomes a bubble.
        stack.setEvaluator(
            PushEvaluator { request in request.context.incomingMessage == nil ? .push : .offer },
            for: .root
        )
    }

    /// Opens a chat, as a tap on the chat list does, and installs the chat's evaluator.
    func openChat(_ id: Int) {
        let result = stack.push(.chat(id: id), name: "chat-\(id)")
        guard let routeID = result.routeID else { return }
        stack.setEvaluator(chatEvaluator(for: id), for: .route(routeID))
    }

    /// A message arrives from the server.
    func receive(_ message: IncomingMessage) {
        stack.push(
            .chat(id: message.chatID),
            name: "chat-\(message.chatID)",
            context: PushContext().setting(\.incomingMessage, to: message)
        )
    }

    /// The user taps the newest bubble.
    func tapBubble() {
        guard let offer = stack.pushOffers.last,
            let result = stack.acceptOffer(offer.id),
            let routeID = result.routeID,
            case .chat(let id) = offer.request.screen
        else { return }
        if let message = offer.request.context.incomingMessage {
            messages[id, default: []].append(message.text)
        }
        stack.setEvaluator(chatEvaluator(for: id), for: .route(routeID))
    }

    func takeEventLines() -> [String] {
        defer { eventLines.removeAll() }
        return eventLines
    }

    private func chatEvaluator(for chatID: Int) -> PushEvaluator<ChatScreen> {
        PushEvaluator(
            decide: { request in
                guard let message = request.context.incomingMessage else { return .push }
                return message.chatID == chatID ? .handleInPlace : .offer
            },
            handleInPlace: { [weak self] request in
                guard let message = request.context.incomingMessage else { return }
                self?.messages[chatID, default: []].append(message.text)
            }
        )
    }
}
