/// The screens of the sign-up child flow.
enum SignupStep: Hashable {
    case email
    case password
    case done
}
