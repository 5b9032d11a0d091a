#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The content and the action handler of `stapelAlerts(for:_:perform:)`, which a container
/// gives the stack it draws when the screen types match.
struct AlertsInstaller: Sendable {
    /// The screen type the alerts are written for, as it prints.
    let screenType: String
    /// Gives a stack the alerts; `false` when its screen type is another.
    let install: @MainActor (AnyObject) -> Bool

    init<Screen, Action>(
        _ type: Screen.Type,
        content: @escaping @MainActor (Screen) -> AlertContent<Action>?,
        perform: @escaping @MainActor (Action) -> Void
    ) {
        screenType = String(describing: Screen.self)
        install = { object in
            guard let stack = object as? Stack<Screen> else { return false }
            stack.setAlerts(content, perform: perform)
            return true
        }
    }
}
