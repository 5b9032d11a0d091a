import Stapel

/// A child coordinator: it owns the sign-up segment of its parent's stack and draws its own
/// screens. It has no navigation stack of its own; its screens are pushed on the parent's.
struct SignupCoordinator: View {
    let flow: StackSegment<AppScreen, SignupStep>
    let step: SignupStep

    var body: some View {
        VStack {
            Text("Sign-up step \(flow.routes.count) of 3")
            switch step {
            case .email:
                Button("Continue") { flow.push(.password) }
            case .password:
                Button("Create account") { flow.push(.done) }
                Button("Back to e-mail") { flow.pop() }
            case .done:
                Button("Finish") { flow.finish() }
                Button("Start again") { flow.popToStart() }
            }
        }
        .navigationTitle("Sign up")
    }
}
