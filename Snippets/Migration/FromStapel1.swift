// Migrating from Stapel 1.x: the same ideas, typed and observable.
// snippet.hide
import Stapel

// snippet.show
// snippet.root
struct ContentView: View {
    @State private var stack = Stack<AnyScreen>()

    var body: some View {
        WithStapel(stack) {
            Text("Root view")
            StackNavigationLink(label: { Text("Push a new view!") }) {
                Text("Pushed view")
            }
            Button("Load data") {
                stack.push(view: Text("Pushed"))
            }
        }
    }
}
// snippet.end

// snippet.key
enum ExpectedKey: PushContextKey {
    static let defaultValue: String? = nil
}

extension PushContext {
    var expected: String? {
        get { self[ExpectedKey.self] }
        set { self[ExpectedKey.self] = newValue }
    }
}
// snippet.end

// snippet.evaluation
struct EvaluatedView: View {
    @State private var stack = Stack<AnyScreen>()

    var body: some View {
        WithStapel(stack) {
            WithPusher(evaluate: Self.allowsPush) {
                Text("Root view")
                Button("Push falsy") {
                    stack.push(view: Text("No-op"))
                }
                Button("Push truthy") {
                    stack.push(
                        view: Text("Pushed with evaluation"),
                        context: PushContext().setting(\.expected, to: "value"))
                }
            }
        }
    }

    /// Stapel 1.x's evaluation function, reading a typed context.
    static func allowsPush(_ context: PushContext) -> Bool {
        context.expected == "value"
    }
}
// snippet.end

// snippet.pusher
struct ChatLayer: View {
    let chatID: Int

    var body: some View {
        WithPusher(evaluate: Self.allowsPush) {
            Text("Chat \(chatID): this view can now be pushed onto")
        }
    }

    static func allowsPush(_ context: PushContext) -> Bool {
        context.expected == nil
    }
}
// snippet.end

// snippet.environment
struct Reader: View {
    @Environment(\.stapelStack) private var stack

    var body: some View {
        Button("Show") { stack?.push(view: Text("From anywhere")) }
    }
}

struct TypedReader: View {
    @Environment(Stack<AnyScreen>.self) private var stack: Stack<AnyScreen>?

    var body: some View {
        Button("Back") { stack?.pop() }
            .disabled(stack == nil)
    }
}
// snippet.end
