/// What an alert or a confirmation dialog shows: a title, a message, and buttons whose actions
/// are values of the app's own type.
///
/// An alert is a route like any other (``RouteStyle/alert``, ``RouteStyle/confirmationDialog``):
/// its screen value says which question it asks, such as `.confirmDeletion(itemID: 4)`, so a
/// deep link can open it and a test can assert it. The stack turns the screen into content with
/// the closure given to ``Stack/setAlerts(_:perform:)``, and hands the action of the button the
/// user taps to the app as a value, as TCA's `AlertState` sends an action to its store.
///
/// ```swift
/// stack.setAlerts { screen -> AlertContent<ItemAction>? in
///     guard case .confirmDeletion(let id) = screen else { return nil }
///     return AlertContent(
///         "Delete item \(id)?", message: "You can't undo this.",
///         buttons: [.destructive("Delete", action: .delete(id)), .cancel()])
/// } perform: { [weak model] action in
///     model?.perform(action)
/// }
/// ```
///
/// An alert without buttons shows an OK button; a confirmation dialog without a cancel button
/// gets one where the platform shows it. A dialog with an empty title shows none.
public struct AlertContent<Action> {
    /// The title.
    public var title: String
    /// The message below the title, if any.
    public var message: String?
    /// The buttons, in the order they are given; the platform places a cancel button where it
    /// belongs.
    public var buttons: [Button]

    /// Creates the content of an alert or a confirmation dialog.
    ///
    /// ```swift
    /// let content = AlertContent<ItemAction>(
    ///     "Delete item 4?", buttons: [.destructive("Delete", action: .delete(4)), .cancel()])
    /// ```
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message below the title.
    ///   - buttons: The buttons; none for an alert with an OK button.
    public init(_ title: String, message: String? = nil, buttons: [Button] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The same content with each button's action made from the button and its index.
    package func mapButtons<Other>(_ transform: (Int, Button) -> Other?) -> AlertContent<Other> {
        var mapped = AlertContent<Other>(title, message: message)
        for (index, button) in buttons.enumerated() {
            mapped.buttons.append(
                .init(
                    button.label, role: button.role.map { $0 == .cancel ? .cancel : .destructive },
                    action: transform(index, button), allowsLeaving: button.allowsLeaving))
        }
        return mapped
    }
}

extension AlertContent: Equatable where Action: Equatable {}
extension AlertContent: Hashable where Action: Hashable {}
extension AlertContent: Sendable where Action: Sendable {}
