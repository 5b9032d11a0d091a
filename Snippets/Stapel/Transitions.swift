// The custom container: transitions, easing, kept state and swipe back.
// snippet.hide
import Stapel

// snippet.show
// snippet.style
struct Gallery: View {
    @State private var stack = Stack<AnyScreen>()

    var body: some View {
        WithStapel(stack) {
            StackNavigationLink {
                Text("Open")
            } destination: {
                Photo(id: 1)
            }
        }
        .stapelStackStyle(
            .custom(
                transition: .custom(.scale),
                easing: .spring(response: 0.5, dampingFraction: 0.25)))
    }
}
// snippet.end

// snippet.kinds
@available(iOS 18.0, macOS 15.0, *)
struct Styles: View {
    // One stack per container: a stack is drawn in one place at a time.
    @State private var instant = Stack<AnyScreen>()
    @State private var quick = Stack<AnyScreen>()
    @State private var native = Stack<AnyScreen>()

    var body: some View {
        TabView {
            Tab("None", systemImage: "square") {
                WithStapel(instant) { Text("No animation") }
                    .stapelStackStyle(.custom(transition: .none))
            }
            Tab("Quick", systemImage: "hare") {
                WithStapel(quick) { Text("The platform's slide, faster") }
                    .stapelStackStyle(
                        .custom(transition: .default, easing: .easeOut(duration: 0.2)))
            }
            Tab("Native", systemImage: "iphone") {
                WithStapel(native) { Text("Apple's NavigationStack") }
                    .stapelStackStyle(.navigationStack)
            }
        }
    }
}
// snippet.end

// snippet.perpush
@MainActor
func openPhoto(_ id: Int, on stack: Stack<AnyScreen>) {
    stack.push(view: Photo(id: id), transition: .custom(.opacity))  // this push only
    stack.withoutAnimation { stack.popToRoot() }  // still works
}
// snippet.end

// snippet.swipe
struct Photo: View {
    let id: Int
    @State private var caption = ""

    var body: some View {
        VStack {
            TextField("Caption", text: $caption)  // kept while a screen above it shows
            StackPopButton { Text("Back") }
        }
        .stapelSwipeBackDisabled(!caption.isEmpty)
    }
}
// snippet.end

// snippet.typed
enum Screen: Hashable {
    case album
    case photo(Int)
}

struct TypedGallery: View {
    @State private var stack = Stack<Screen>()

    var body: some View {
        StapelStack(stack) {
            Button("Album") { stack.push(.album, transition: .custom(.opacity)) }
        } destination: { screen in
            Text(String(describing: screen))
        }
        .stapelStackStyle(.custom())
    }
}
// snippet.end
