// Migrating from NavigationStackView (swiftui-navigation-stack).
// snippet.hide
import Stapel

// snippet.show
// snippet.root
struct RootView: View {
    @State private var stack = Stack<AnyScreen>()

    var body: some View {
        WithStapel(stack) {
            MyHome()
        }
        .stapelStackStyle(
            .custom(
                transition: .custom(.scale),
                easing: .spring(response: 0.5, dampingFraction: 0.25, blendDuration: 0.5)))
    }
}
// snippet.end

// snippet.push
enum Destination: Hashable, Sendable {
    case child1, child2
}

struct MyHome: View {
    @State private var isActive = false
    @State private var selection: Destination?

    var body: some View {
        VStack {
            StackNavigationLink(name: "child") {
                Text("PUSH")
            } destination: {
                ChildView()
            }
            StackNavigationLink(isActive: $isActive) {
                Text("PUSH")
            } destination: {
                ChildView()
            }
            Button("Trigger push") { isActive = true }
            StackNavigationLink(tag: Destination.child1, selection: $selection) {
                Text("PUSH TO CHILD 1")
            } destination: {
                ChildView()
            }
            StackNavigationLink(tag: Destination.child2, selection: $selection) {
                Text("PUSH TO CHILD 2")
            } destination: {
                Text("Two")
            }
        }
    }
}
// snippet.end

// snippet.pop
struct ChildView: View {
    var body: some View {
        VStack {
            StackPopButton(to: .root) { Text("POP TO ROOT") }
            StackPopButton(to: .name("child")) { Text("POP TO THE CHILD") }
            StackPopButton { Text("POP") }
        }
    }
}
// snippet.end

// snippet.programmatic
struct Worker: View {
    @Environment(\.stapelStack) private var stack

    var body: some View {
        Button("START BG ACTIVITY") {
            Task {
                await performBackgroundActivities()
                stack?.push(view: ChildView(), name: "child")
            }
        }
    }
}
// snippet.end

// snippet.router
@MainActor
final class MyRouter {
    private let stack: Stack<AnyScreen>

    init(stack: Stack<AnyScreen>) {
        self.stack = stack
    }

    func toLogin() { stack.push(view: Text("Login")) }
    func toSignUp() { stack.push(view: Text("Sign up")) }
    func backToRoot() { stack.popToRoot() }
}

struct RoutedRoot: View {
    let stack: Stack<AnyScreen>

    var body: some View {
        WithStapel(stack) {
            HomeScreen(router: MyRouter(stack: stack))
        }
        .stapelStackStyle(.custom())
    }
}

struct HomeScreen: View {
    let router: MyRouter

    var body: some View {
        Button("To Login") { router.toLogin() }
        Button("To SignUp") { router.toSignUp() }
    }
}
// snippet.end

// snippet.hide
func performBackgroundActivities() async {}
