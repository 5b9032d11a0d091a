// Pushing from anywhere, and push evaluation with seed 001's chat app.
// snippet.hide
import Observation
import Stapel

// snippet.show
// snippet.setup
struct AppRoot: View {
    @State private var stack = Stack<AnyScreen>()

    var body: some View {
        WithStapel(stack) {
            HomeScreen()
        }
    }
}

struct HomeScreen: View {
    @Environment(\.stapelStack) private var stack

    var body: some View {
        VStack {
            StackNavigationLink(label: { Text("About") }) {
                Text("Pushed by a link")
            }
            Button("Load and show") {
                Task {
                    let text = await loadGreeting()
                    stack?.push(view: Text(text))
                }
            }
        }
    }
}
// snippet.end

// snippet.router
@MainActor
final class Router {
    let stack: Stack<AnyScreen>

    init(stack: Stack<AnyScreen>) {
        self.stack = stack
    }

    func showHelp() {
        stack.push(view: Text("Help"), name: "help")
    }

    func backToHelp() {
        stack.pop(to: .name("help"))
    }
}
// snippet.end

// snippet.context
struct ChatID: Hashable, Sendable {
    let rawValue: Int
}

enum IncomingChatKey: PushContextKey {
    static let defaultValue: ChatID? = nil
}

extension PushContext {
    /// The chat an incoming message belongs to.
    var incomingChat: ChatID? {
        get { self[IncomingChatKey.self] }
        set { self[IncomingChatKey.self] = newValue }
    }
}
// snippet.end

// snippet.inbox
@MainActor
@Observable
final class Inbox {
    private(set) var messages: [ChatID: [String]] = [:]

    /// A message arrives from the server: keep it, then ask the stack to show its chat.
    func receive(_ text: String, in chat: ChatID, on stack: Stack<AnyScreen>) {
        messages[chat, default: []].append(text)
        stack.push(AnyScreen(chat), context: PushContext().setting(\.incomingChat, to: chat))
    }
}
// snippet.end

// snippet.root
struct ChatApp: View {
    @State private var stack = Stack<AnyScreen>()
    @State private var inbox = Inbox()

    var body: some View {
        WithStapel(stack) {
            WithPusher(
                PushEvaluator { request in
                    // On the chat list, a message becomes a bubble; a tap on a chat pushes it.
                    request.context.incomingChat == nil ? .push : .offer
                }
            ) {
                List([1, 2, 3], id: \.self) { id in
                    StackNavigationLink(value: ChatID(rawValue: id)) { Text("Chat \(id)") }
                }
                .stapelLinkIndicatorVisibility(.visible)
                OfferBubbles()
            }
        }
        .stapelDestination(for: ChatID.self) { chat in
            ChatScreen(chat: chat, inbox: inbox)
        }
    }
}
// snippet.end

// snippet.chat
struct ChatScreen: View {
    let chat: ChatID
    let inbox: Inbox
    @State private var unseen = 0

    var body: some View {
        WithPusher(
            PushEvaluator<AnyScreen>(
                decide: { request in
                    // Case A: a message for this chat updates it in place.
                    // Case B: anything else becomes a bubble.
                    request.context.incomingChat == chat ? .handleInPlace : .offer
                },
                handleInPlace: { _ in unseen += 1 }
            )
        ) {
            List(inbox.messages[chat] ?? [], id: \.self) { message in
                Text(message)
            }
            OfferBubbles()
        }
    }
}

struct OfferBubbles: View {
    @Environment(\.stapelStack) private var stack

    var body: some View {
        ForEach(stack?.pushOffers ?? []) { offer in
            HStack {
                Button("New message: open") { stack?.acceptOffer(offer.id) }
                Button("Later") { stack?.declineOffer(offer.id) }
            }
        }
    }
}
// snippet.end

// snippet.hide
func loadGreeting() async -> String { "Hello" }
