// Coordinators, child flows and the value-type container.
// snippet.hide
import Observation
import Stapel

// snippet.show
// snippet.screens
enum Screen: Hashable {
    case numbers
    case number(Int)
    case counter(Int)
    case signup(SignupStep)

    var signupStep: SignupStep? {
        if case .signup(let step) = self { step } else { nil }
    }
}

enum SignupStep: Hashable {
    case email, password, done
}
// snippet.end

// snippet.model
@MainActor
@Observable
final class AppCoordinator {
    let stack = Stack<Screen>()
    @ObservationIgnored private(set) lazy var signup = StackSegment(
        parent: stack, embed: Screen.signup, extract: \.signupStep)

    func showNumbers() { stack.push(.numbers) }
    func show(_ number: Int) { stack.push(.number(number)) }
    func startOver() { stack.popToRoot() }
    func startSignup() { signup.push(.email) }
}
// snippet.end

// snippet.view
struct AppCoordinatorView: View {
    @State private var coordinator = AppCoordinator()

    var body: some View {
        StapelStack(coordinator.stack) {
            Button("Numbers") { coordinator.showNumbers() }
            Button("Sign up") { coordinator.startSignup() }
        } destination: { screen in
            switch screen {
            case .numbers:
                List(1...20, id: \.self) { number in
                    Button("Number \(number)") { coordinator.show(number) }
                }
            case .number(let number):
                Text("Number \(number)")
                Button("Start over") { coordinator.startOver() }
            case .counter(let count):
                Text("Count: \(count)")
            case .signup(let step):
                SignupFlow(flow: coordinator.signup, step: step)
            }
        }
    }
}
// snippet.end

// snippet.child
struct SignupFlow: View {
    let flow: StackSegment<Screen, SignupStep>
    let step: SignupStep

    var body: some View {
        switch step {
        case .email:
            Button("Continue") { flow.push(.password) }
        case .password:
            Button("Create account") { flow.push(.done) }
        case .done:
            Button("Finish") { flow.finish() }
        }
    }
}
// snippet.end

// snippet.editable
struct CounterStack: View {
    @State private var stack = Stack<Screen>(routes: [.push(.counter(0))])

    var body: some View {
        StapelStack(stack) {
            Text("Home")
        } editableDestination: { screen in
            if case .counter(let count) = screen.wrappedValue {
                Button("Count: \(count)") { screen.wrappedValue = .counter(count + 1) }
            }
        }
    }
}
// snippet.end

// snippet.controls
struct NumberControls: View {
    @State private var showsCounter = false

    var body: some View {
        VStack {
            StackNavigationLink(Screen.numbers) { Text("Numbers") }
            StackNavigationLink(Screen.number(7)) { Text("Seven") }
                .stapelLinkIndicatorVisibility(.visible)
            StackNavigationLink(Screen.counter(0), isActive: $showsCounter) { Text("Counter") }
            StackPopButton(for: Screen.self) { Text("Back") }
            StackPopButton(for: Screen.self, to: .root) { Text("Start over") }
        }
    }
}
// snippet.end

// snippet.value
struct ValueCoordinator: View {
    @State private var routes: [Route<Screen>] = []

    var body: some View {
        StapelStack($routes) {
            Button("Numbers") { routes.push(.numbers) }
        } destination: { screen in
            switch screen {
            case .number(let number):
                Button("Sign up from \(number)") { routes.presentSheet(.signup(.email)) }
            case .signup:
                Button("Done") { routes.dismiss() }
            default:
                Button("Number 7") { routes.push(.number(7)) }
            }
        }
    }
}
// snippet.end

// snippet.reducer
struct Feature {
    var routes: [Route<Screen>] = []

    mutating func openNumber(_ number: Int) {
        routes.goBackToRoot()
        routes.push(.numbers)
        routes.push(.number(number))
    }
}
// snippet.end
