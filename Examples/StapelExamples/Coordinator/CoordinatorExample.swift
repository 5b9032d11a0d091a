import Stapel

/// Seed 003's coordinator: a typed stack, a builder from screens to views, view models in the
/// screen enum, a child flow, a sheet with its own navigation and `onDismiss`, a screen that
/// edits its route, and a multi-step jump.
struct CoordinatorExample: View {
    @State private var model = AppCoordinatorModel()

    var body: some View {
        StapelStack(model.stack) {
            VStack {
                Button("Numbers") { model.showNumberList() }
                Button("Counter") { model.showCounter() }
                Button("About (sheet)") { model.showAbout() }
                Button("Sign up (child flow)") { model.startSignup() }
                Button("Jump to number 7 and show About") { model.jumpToNumber(7) }
                Button("The same, without animation") { model.jumpToNumber(7, animated: false) }
                Text("Sheets dismissed: \(model.dismissals)")
            }
            .navigationTitle("Coordinator")
        } editableDestination: { screen in
            switch screen.wrappedValue {
            case .numberList(let viewModel):
                List(viewModel.numbers, id: \.self) { number in
                    Button("Number \(number)") { viewModel.onSelect(number) }
                }
                .navigationTitle("Numbers")
            case .numberDetail(let viewModel):
                VStack {
                    Text("Number \(viewModel.number)")
                    Button("Start over") { viewModel.onStartOver() }
                    StackPopButton(for: AppScreen.self, to: .root) { Text("Pop to root") }
                }
            case .counter(let value):
                CounterView(screen: screen, value: value)
            case .about:
                VStack {
                    Text("Stapel: stack navigation for SwiftUI")
                    StackNavigationLink(AppScreen.counter(10)) { Text("A counter in the sheet") }
                    Button("Back to the root without animation") {
                        model.goBackToRootWithoutAnimation()
                    }
                }
                .navigationTitle("About")
            case .signup(let step):
                SignupCoordinator(flow: model.signup, step: step)
            }
        }
    }
}
