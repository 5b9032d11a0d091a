extension Stack {
    /// Gives the stack the content of its alerts and confirmation dialogs, and the handler of
    /// their buttons' actions.
    ///
    /// An alert route's screen says which question it asks; `content` turns it into the title,
    /// message and buttons the container draws (and `NavigationSimulator` answers). When the user
    /// taps a button, the alert is dismissed, a ``StackEvent/alertAnswered(_:button:)`` event
    /// says which button, and then `perform` receives the button's action, so an action that
    /// pushes or presents lands on the screen below the alert. Calling this again replaces the
    /// content and the handler. The stack keeps both closures: capture the stack, or a model
    /// that holds it, weakly.
    ///
    /// ```swift
    /// stack.setAlerts { screen -> AlertContent<ItemAction>? in
    ///     guard case .confirmDeletion(let id) = screen else { return nil }
    ///     return AlertContent(
    ///         "Delete item \(id)?", buttons: [.destructive("Delete", action: .delete(id)), .cancel()])
    /// } perform: { [weak model] action in
    ///     model?.perform(action)
    /// }
    /// stack.present(.confirmDeletion(itemID: 4), style: .alert)
    /// ```
    /// - Parameters:
    ///   - content: The content for an alert's screen; `nil` for a screen that is no alert of
    ///     the app's, which is then drawn with its description as the title and an OK button,
    ///     with a runtime warning.
    ///   - perform: Receives the action of the button the user tapped.
    public func setAlerts<Action>(
        _ content: @escaping @MainActor (Screen) -> AlertContent<Action>?,
        perform: @escaping @MainActor (Action) -> Void
    ) {
        alerts.content = {
            content($0)?.mapButtons { index, button in button.action.map { _ in index } }
        }
        alerts.perform = { screen, index in
            guard let buttons = content(screen)?.buttons, buttons.indices.contains(index),
                let action = buttons[index].action
            else { return }
            perform(action)
        }
    }

    /// What the alert or confirmation dialog with this identifier shows, `nil` when the route is
    /// no alert on the stack. Without content from the app, the route's screen is the title and
    /// an OK button answers. A tap on a button goes to ``answerAlert(_:buttonAt:)`` with the
    /// button's index.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let content = stack.alertContent(of: routeID)
    /// ```
    @_spi(StapelUI)
    public func alertContent(of id: RouteID) -> AlertContent<Int>? {
        guard let index = position(of: id), storedRoutes[index].style.isAlert else { return nil }
        return alertContent(for: storedRoutes[index].screen)
    }

    /// The content for an alert's screen: the app's, or its description and an OK button.
    private func alertContent(for screen: Screen) -> AlertContent<Int> {
        alerts.content?(screen) ?? AlertContent("\(screen)", buttons: [AlertContent.Button("OK")])
    }

    /// Warns when the app gave no content for the alert route with this identifier.
    func checkAlertContent(of id: RouteID) {
        guard let index = position(of: id), storedRoutes[index].style.isAlert,
            alerts.content?(storedRoutes[index].screen) == nil
        else { return }
        warn(
            .noAlertContent,
            "the alert of \(storedRoutes[index].screen) has no content: give it with Stack's "
                + "setAlerts(_:perform:) or the view modifier stapelAlerts(for:_:perform:). It shows "
                + "its screen and an OK button.")
    }

    /// The user tapped a button of an alert or a confirmation dialog, or dismissed it without
    /// one: the alert goes, the answer is emitted (``StackEvent/alertAnswered(_:button:)``), and
    /// the button's action reaches the app. SwiftUI runs a button's action before it clears the
    /// presentation, so the clearing that follows finds the alert gone. A tap on an alert that
    /// is no longer on the stack is stale, and ignored.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// stack.answerAlert(routeID, buttonAt: 0)  // the user tapped "Delete"
    /// ```
    /// - Parameters:
    ///   - id: The alert route's identifier.
    ///   - index: The index of the tapped button in the alert's content; `nil` for a dismissal
    ///     without one of its buttons (the OK or Cancel button the platform added).
    /// - Returns: Whether the answer was taken.
    @_spi(StapelUI)
    @discardableResult
    public func answerAlert(_ id: RouteID, buttonAt index: Int?) -> Bool {
        guard let position = position(of: id), storedRoutes[position].style.isAlert else {
            return false
        }
        let route = storedRoutes[position]
        beginAnswering(id)
        applyUserChange(removingFrom: position)
        watchAnsweredAlertDismissal()
        let buttons = alertContent(for: route.screen).buttons
        let button = index.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil }
        emit(.alertAnswered(route, button: button?.label))
        if button?.allowsLeaving == true { allowAnsweredLeave(id) }
        if let action = button?.action { alerts.perform?(route.screen, action) }
        endAnswering(id)
        return true
    }
}
