import Stapel

/// Seed 001's chat app: a `WithStapel` root whose evaluator offers incoming chats as bubbles,
/// chats drawn from their registered destination, and push evaluation per chat.
struct ChatExample: View {
    let stack: Stack<AnyScreen>
    @State private var store = ChatStore()

    var body: some View {
        WithStapel(stack) {
            WithPusher(
                PushEvaluator { $0.context.incomingChat == nil ? .push : .offer }
            ) {
                OfferBubbles()
                List(store.chats, id: \.self) { chat in
                    StackNavigationLink(value: chat) {
                        Text("Chat \(chat.rawValue)")
                    }
                }
                .stapelLinkIndicatorVisibility(.visible)
                Button("Simulate a message in chat 2") {
                    store.receive("Are you there?", in: ChatID(rawValue: 2), on: stack)
                }
                StackNavigationLink(label: { Text("About") }) {
                    Text("Pushed with push(view:) from a StackNavigationLink")
                }
            }
            .navigationTitle("Chats")
        }
        .stapelDestination(for: ChatID.self) { chat in
            ChatView(chat: chat, store: store)
        }
    }
}
