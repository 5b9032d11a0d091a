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
        stack.present(.settings, withNavigation: true) { print("settings closed") }
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
