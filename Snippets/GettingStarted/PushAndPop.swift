// The README's opening example: a typed stack, a push and a pop.
// snippet.hide
import Stapel

// snippet.show
enum Screen: Hashable { case chat(id: Int) }

struct AppRoot: View {
    @State private var stack = Stack<Screen>()

    var body: some View {
        StapelStack(stack) {
            Button("Open chat 42") { stack.push(.chat(id: 42)) }
        } destination: { screen in
            Button("Back") { stack.pop() }
        }
    }
}
