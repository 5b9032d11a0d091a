import Stapel

/// A router that navigates without views, through a stack created outside the view hierarchy
/// and injected into it (NavigationStackView's `NavigationStackCompat` injection).
@MainActor
final class Router {
    let stack: Stack<AnyScreen>

    init(stack: Stack<AnyScreen>) {
        self.stack = stack
    }

    func toLogin() {
        stack.push(view: Text("Login"), name: "login")
    }

    func toSignUp() {
        stack.push(view: ChildView(title: "Sign up"), name: "signup")
    }
}
