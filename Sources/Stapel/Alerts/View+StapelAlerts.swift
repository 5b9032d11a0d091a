#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Gives the Stapel container inside this view the content of its alerts and confirmation
    /// dialogs, and the handler of their buttons' actions: what `Stack.setAlerts(_:perform:)`
    /// does for a stack the app holds, for a route list the app holds as a value.
    ///
    /// An alert route's screen says which question it asks; `content` turns it into the title,
    /// message and buttons the container draws. When the user taps a button, the alert is
    /// dismissed and `perform` receives the button's action. A container of another screen
    /// type ignores these alerts, with a runtime warning.
    ///
    /// ```swift
    /// struct NotesFlow: View {
    ///     @State private var routes: [Route<Screen>] = []
    ///
    ///     var body: some View {
    ///         StapelStack($routes) {
    ///             Text("Notes")
    ///         } destination: { screen in
    ///             Text("\(screen)")
    ///         }
    ///         .stapelAlerts(for: Screen.self) { screen -> AlertContent<ItemAction>? in
    ///             guard case .confirmDeletion(let id) = screen else { return nil }
    ///             return AlertContent(
    ///                 "Delete item \(id)?", buttons: [.destructive("Delete", action: .delete(id))])
    ///         } perform: { action in
    ///             model.perform(action)
    ///         }
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the container's routes.
    ///   - content: The content for an alert's screen; `nil` for a screen that is no alert.
    ///   - perform: Receives the action of the button the user tapped.
    /// - Returns: A view whose container draws these alerts.
    public func stapelAlerts<Screen, Action>(
        for screenType: Screen.Type,
        _ content: @escaping @MainActor (Screen) -> AlertContent<Action>?,
        perform: @escaping @MainActor (Action) -> Void
    ) -> some View {
        environment(
            \.stapelAlerts, AlertsInstaller(screenType, content: content, perform: perform))
    }
}
