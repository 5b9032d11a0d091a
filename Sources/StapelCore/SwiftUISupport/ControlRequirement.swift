import IssueReporting

/// What Stapel's SwiftUI controls do when they cannot find their stack: they warn, naming the
/// control and the screen type it needs, and do nothing.
///
/// The SwiftUI layer calls these when a control appears; the rule lives here so that it is
/// tested without SwiftUI.
package enum ControlRequirement {
    /// Reports a runtime warning when a control found no stack of its screen type, and returns
    /// whether it found one.
    ///
    /// - Parameters:
    ///   - stack: The stack the control read from the environment, if any.
    ///   - control: The control's name, such as `StackPushButton`.
    ///   - container: The screen type of the container the control is inside, if any.
    /// - Returns: Whether the control has a stack to act on.
    @MainActor
    @discardableResult
    package static func check<Screen>(
        _ stack: Stack<Screen>?, control: String, container: String?
    ) -> Bool {
        guard stack == nil else { return true }
        reportIssue(
            missingStackMessage(control: control, screenType: Screen.self, container: container))
        return false
    }

    /// Reports a runtime warning when a control found no stack it can act on, and returns
    /// whether it found one: the form for controls that act through a ``ControlStack``.
    ///
    /// - Parameters:
    ///   - stack: The stack the control acts on, if any.
    ///   - control: The control's name, such as `StackPushButton`.
    ///   - screenType: The screen type the control is written for.
    ///   - container: The screen type of the container the control is inside, if any.
    /// - Returns: Whether the control has a stack to act on.
    @MainActor
    @discardableResult
    package static func check(
        _ stack: ControlStack?, control: String, screenType: Any.Type, container: String?
    ) -> Bool {
        guard stack == nil else { return true }
        reportIssue(
            missingStackMessage(control: control, screenType: screenType, container: container))
        return false
    }

    /// The stack a control acts on: a stack of its own screen type, or else its container's
    /// stack when the control's screen converts to the container's screen type
    /// (see ``ScreenConversion``), or `nil`.
    ///
    /// ```swift
    /// ControlRequirement.stack(own: nil, container: controls) { $0.accepts(screen) }
    /// ```
    /// - Parameters:
    ///   - own: The stack of the control's own screen type, if the environment has one.
    ///   - container: The container's stack, if the control is inside one.
    ///   - accepts: Whether the control's screens convert to a stack's screen type.
    /// - Returns: The stack to act on.
    @MainActor
    package static func stack(
        own: ControlStack?, container: ControlStack?, accepts: (ControlStack) -> Bool
    ) -> ControlStack? {
        if let own { return own }
        guard let container, accepts(container) else { return nil }
        return container
    }

    /// The warning for a control without a stack.
    package static func missingStackMessage(
        control: String, screenType: Any.Type, container: String?
    ) -> String {
        let expected = "Stack<\(String(describing: screenType))>"
        let place =
            container.map { "it is inside a container of \($0) screens (Stack<\($0)>)" }
            ?? "it is outside any StapelStack or WithStapel"
        let hint = container.map { " Use the control's form for \($0) screens." } ?? ""
        return
            "Stapel: \(control) needs a \(expected) in the environment, but \(place). "
            + "It is disabled and does nothing.\(hint)"
    }

    /// Reports a runtime warning for a screen value that no `stapelDestination(for:)` builds.
    package static func reportUnregisteredDestination(for screen: AnyScreen) {
        reportIssue(unregisteredDestinationMessage(for: screen))
    }

    /// The warning and placeholder text for a screen no destination builds.
    package static func unregisteredDestinationMessage(for screen: AnyScreen) -> String {
        "Stapel: no stapelDestination(for: \(String(describing: screen.valueType)).self) is "
            + "registered, so \(screen.description) is drawn as a placeholder. Declare one "
            + "inside the WithStapel or above it."
    }
}

extension ControlRequirement {
    /// Reports a runtime warning for a control whose screen value is not of the stack's screen
    /// type, so that it does nothing.
    package static func reportMismatch(control: String, value: Any, stackType: Any.Type) {
        reportIssue(mismatchMessage(control: control, value: value, stackType: stackType))
    }

    /// The warning for a control whose screen value is not of the stack's screen type.
    package static func mismatchMessage(control: String, value: Any, stackType: Any.Type)
        -> String
    {
        let wrapped = value as? AnyScreen
        let shown =
            wrapped?.as(OpaqueScreen.self) != nil
            ? "view" : "\(String(describing: wrapped?.valueType ?? type(of: value))) screen"
        return
            "Stapel: \(control) shows a \(shown), but it is inside a container of "
            + "\(String(describing: stackType)) screens (Stack<\(String(describing: stackType))>). "
            + "It is disabled and does nothing."
    }
}
