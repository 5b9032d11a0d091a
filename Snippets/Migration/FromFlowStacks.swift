// Migrating from FlowStacks: a routes array, a builder, the same helpers.
// snippet.hide
import Observation
import Stapel

// snippet.show
// snippet.coordinator
enum Screen: Hashable {
    case numberList
    case numberDetail(Int)
    case settings
}

struct AppCoordinator: View {
    @State private var routes: [Route<Screen>] = []

    var body: some View {
        StapelStack($routes) {
            Button("Numbers") { routes.push(.numberList) }
        } destination: { screen in
            switch screen {
            case .numberList:
                List(1...10, id: \.self) { number in
                    Button("\(number)") { routes.push(.numberDetail(number)) }
                }
            case .numberDetail(let number):
                Button("Settings for \(number)") {
                    routes.presentSheet(.settings, withNavigation: true)
                }
            case .settings:
                Button("Done") { routes.goBackToRoot() }
            }
        }
    }
}
// snippet.end

// snippet.object
@MainActor
@Observable
final class CoordinatorModel {
    let stack = Stack<Screen>()

    func showNumber(_ number: Int) { stack.push(.numberDetail(number)) }
    func showSettings() {
        stack.present(.settings, style: .sheet(withNavigation: true)) { print("settings closed") }
    }
    func goBackToRoot() { stack.goBack(to: .root) }
    func deepLink(to number: Int) {
        stack.setRoutes([.push(.numberList), .push(.numberDetail(number)), .sheet(.settings)])
    }
}
// snippet.end

// snippet.navigator
struct NumberDetailScreen: View {
    let number: Int
    @Environment(Stack<Screen>.self) private var stack: Stack<Screen>?

    var body: some View {
        Button("Back to the start") { stack?.goBack(to: .root) }
            .disabled(stack == nil)
    }
}
// snippet.end

// snippet.binding
enum EditableScreen: Hashable {
    case number(Int)
}

struct EditableCoordinator: View {
    @State private var routes: [Route<EditableScreen>] = [.push(.number(42))]

    var body: some View {
        StapelStack($routes) {
            Text("Start")
        } editableDestination: { screen in
            if case .number(let number) = screen.wrappedValue {
                Button("\(number) + 1") { screen.wrappedValue = .number(number + 1) }
            }
        }
    }
}
// snippet.end

// snippet.nstack
enum NumberScreen: Hashable {
    case home
    case numberList
    case numberDetail(Int)
}

struct NumberCoordinator: View {
    @State private var stack = Stack<NumberScreen>()

    var body: some View {
        StapelStack(stack, root: .home) { screen in
            switch screen {
            case .home:
                Button("Go") { stack.push(.numberList) }
            case .numberList:
                List(1...3, id: \.self) { number in
                    Button("Number \(number)") { stack.push(.numberDetail(number)) }
                }
            case .numberDetail(let number):
                Button("Back to the start from \(number)") { stack.popToRoot() }
            }
        }
    }
}
// snippet.end

// snippet.root
struct RootCoordinator: View {
    @State private var routes: [Route<NumberScreen>] = []

    var body: some View {
        StapelStack($routes, root: .home) { screen in
            switch screen {
            case .home:
                Button("Numbers") { routes.push(.numberList) }
            case .numberList:
                PositionView(next: { routes.push(.numberDetail(1)) })
            case .numberDetail(let number):
                PositionView(next: { routes.push(.numberDetail(number + 1)) })
            }
        }
    }
}

/// A screen that shows where it stands, as FlowStacks' builder `index` did.
struct PositionView: View {
    let next: @MainActor @Sendable () -> Void
    @Environment(\.stapelRoute) private var route

    var body: some View {
        // FlowStacks counted the root as index 0; Stapel's first route is index 0.
        Button("Screen \((route?.index ?? -1) + 1): next", action: next)
    }
}
// snippet.end

// snippet.dismiss
struct SheetCoordinator: View {
    @State private var routes: [Route<Screen>] = []
    @State private var closedBySwipe = 0

    var body: some View {
        StapelStack(
            $routes,
            onDismiss: { dismissal in
                if dismissal.cause == .user { closedBySwipe += 1 }
            },
            root: {
                Button("Settings (closed by swipe: \(closedBySwipe))") {
                    routes.presentSheet(.settings, withNavigation: true)
                }
            },
            destination: { screen in
                Button("Close") { routes.dismiss() }
            }
        )
    }
}
// snippet.end

// snippet.modifier
struct HeadlineNavigation: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.headline)
    }
}

struct ModifiedCoordinator: View {
    @State private var routes: [Route<Screen>] = []

    var body: some View {
        StapelStack($routes) {
            Button("Settings") { routes.presentCover(.settings, withNavigation: true) }
        } destination: { screen in
            Button("Done") { routes.dismiss() }
        }
        .stapelNavigationModifier(HeadlineNavigation())
    }
}
// snippet.end

// snippet.manual
struct ManualCoordinator: View {
    @State private var routes: [Route<Screen>] = []

    var body: some View {
        StapelStack($routes) {
            Button("Numbers") { routes.push(.numberList) }
        } destination: { screen in
            VStack {
                Text(String(describing: screen))
                Button("Back") { routes.pop() }
            }
        }
        .stapelStackStyle(.custom(transition: .custom(.opacity)))
    }
}
// snippet.end
