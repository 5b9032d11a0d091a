import Observation
import Stapel

/// The coordinator: it owns the stack, creates the view models, and decides where each action
/// leads. Views know nothing about the flow they are in.
@MainActor
@Observable
final class AppCoordinatorModel {
    let stack = Stack<AppScreen>()
    @ObservationIgnored private(set) lazy var signup = StackSegment(
        parent: stack, embed: AppScreen.signup, extract: \.signupStep)
    private(set) var dismissals = 0

    func showNumberList() {
        stack.push(
            .numberList(NumberListViewModel(onSelect: { [weak self] in self?.showNumber($0) })))
    }

    func showNumber(_ number: Int) {
        stack.push(.numberDetail(makeDetail(number)))
    }

    func showCounter() {
        stack.push(.counter(0))
    }

    func showAbout() {
        stack.present(.about, style: .sheet(withNavigation: true)) { [weak self] in
            self?.dismissals += 1
        }
    }

    /// A deep-link-like jump: several screens and a sheet in one change, which the stack applies
    /// in as many steps as SwiftUI needs, with or without animation.
    func jumpToNumber(_ number: Int, animated: Bool = true) {
        stack.setRoutes(
            [
                .push(
                    .numberList(
                        NumberListViewModel(onSelect: { [weak self] in self?.showNumber($0) }))),
                .push(.numberDetail(makeDetail(number))),
                .sheet(.about, withNavigation: true),
            ], animated: animated)
    }

    func goBackToRootWithoutAnimation() {
        stack.withoutAnimation {
            _ = stack.goBack(to: .root)
        }
    }

    func startSignup() {
        signup.push(.email)
    }

    private func makeDetail(_ number: Int) -> NumberDetailViewModel {
        NumberDetailViewModel(
            number: number, onStartOver: { [weak self] in self?.stack.popToRoot() })
    }
}
