import Stapel

/// An open chat. Its layer's evaluator handles messages for this chat in place (seed 001,
/// case A) and offers every other push as a bubble (case B).
struct ChatView: View {
    @Environment(Stack<AnyScreen>.self) private var stack: Stack<AnyScreen>?
    let chat: ChatID
    let store: ChatStore

    var body: some View {
        WithPusher(
            PushEvaluator<AnyScreen>(
                decide: { $0.context.incomingChat == chat ? .handleInPlace : .offer },
                handleInPlace: { _ in store.markRead(chat) }
            )
        ) {
            VStack {
                OfferBubbles()
                List(store.messages(in: chat), id: \.self) { message in
                    Text(message)
                }
                if let stack {
                    Button("Simulate a message here") {
                        store.receive("Hello from here", in: chat, on: stack)
                    }
                    Button("Simulate a message in another chat") {
                        store.receive("Hello from elsewhere", in: ChatID(rawValue: 99), on: stack)
                    }
                }
            }
        }
        .navigationTitle("Chat")
    }
}
