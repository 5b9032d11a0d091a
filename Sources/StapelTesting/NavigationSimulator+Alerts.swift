@_spi(StapelUI) import StapelCore

extension NavigationSimulator {
    /// The alert or confirmation dialog on screen, as the user sees it: its title, message and
    /// buttons, each with an action (`()`) when tapping it hands the app an action; `nil` when
    /// none is on top.
    ///
    /// ```swift
    /// let labels = simulator.shownAlert?.buttons.map(\.label)  // ["Delete", "Cancel"]
    /// ```
    public var shownAlert: AlertContent<Void>? {
        guard let top = shown.last, top.style.isAlert else { return nil }
        return stack.alertContent(of: top.id)?.mapButtons { _, button in
            button.action.map { _ in () }
        }
    }

    /// The user taps the button with this label in the alert or confirmation dialog on top: the
    /// stack hears of it at once, as SwiftUI runs the button before the alert goes, and the
    /// alert takes the presentation time to go.
    ///
    /// ```swift
    /// simulator.userAnswersAlert("Delete")
    /// await simulator.settle()
    /// ```
    /// - Parameter label: The label of the button.
    /// - Returns: Whether an alert on top had such a button.
    @discardableResult
    public func userAnswersAlert(_ label: String) -> Bool {
        guard let top = shown.last, top.style.isAlert,
            let index = stack.alertContent(of: top.id)?.buttons.firstIndex(where: {
                $0.label == label
            })
        else { return false }
        takeAlertOffScreen()
        stack.answerAlert(top.id, buttonAt: index)
        return true
    }

    /// The user dismisses the alert or confirmation dialog on top without one of the app's
    /// buttons: the OK or Cancel button the platform added, or a tap outside a dialog. The
    /// stack hears of it at once, and the alert takes the presentation time to go.
    ///
    /// ```swift
    /// simulator.userDismissesAlert()
    /// ```
    public func userDismissesAlert() {
        guard let top = shown.last, top.style.isAlert else { return }
        takeAlertOffScreen()
        stack.answerAlert(top.id, buttonAt: nil)
    }

    /// Takes the alert on top off the screen, with a presentation's transition.
    private func takeAlertOffScreen() {
        guard let top = shown.popLast() else { return }
        shownAttempts[top.id] = nil
        presentationBusyUntil = now + presentationDuration
        userChangedSinceUpdate = true
    }
}
