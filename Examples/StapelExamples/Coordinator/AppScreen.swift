import Stapel

/// The coordinator's screens, in the style of NStack and FlowStacks: view models live in the
/// enum, and a child flow's screens are embedded in one case.
enum AppScreen: Hashable {
    case numberList(NumberListViewModel)
    case numberDetail(NumberDetailViewModel)
    case counter(Int)
    case about
    case signup(SignupStep)

    /// The sign-up step, if this is a screen of the sign-up flow.
    var signupStep: SignupStep? {
        if case .signup(let step) = self { step } else { nil }
    }

    static func == (lhs: AppScreen, rhs: AppScreen) -> Bool {
        switch (lhs, rhs) {
        case (.numberList(let a), .numberList(let b)): a === b
        case (.numberDetail(let a), .numberDetail(let b)): a === b
        case (.counter(let a), .counter(let b)): a == b
        case (.about, .about): true
        case (.signup(let a), .signup(let b)): a == b
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .numberList(let model): hasher.combine(ObjectIdentifier(model))
        case .numberDetail(let model): hasher.combine(ObjectIdentifier(model))
        case .counter(let value): hasher.combine(value)
        case .about: hasher.combine("about")
        case .signup(let step): hasher.combine(step)
        }
    }
}
