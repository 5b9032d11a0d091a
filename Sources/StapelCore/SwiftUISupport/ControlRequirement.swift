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
        StapelWarning(
            .missingStack,
            missingStackMessage(control: control, screenType: Screen.self, container: container)
        ).report(at: CallSite())
        return false
    }

    /// The text of the warning for a control without a stack.
    package static func missingStackMessage(
        control: String, screenType: Any.Type, container: String?
    ) -> String {
        let expected = "Stack<\(String(describing: screenType))>"
        let place =
            container.map { "it is inside a container of \($0) screens (Stack<\($0)>)" }
            ?? "it is outside any StapelStack or WithStapel"
        let hint = container.map { " Use the control's form for \($0) screens." } ?? ""
        return
            "\(control) needs a \(expected) in the environment, but \(place). "
            + "It is disabled and does nothing.\(hint)"
    }

    /// Reports a runtime warning for a screen value that no `stapelDestination(for:)` builds.
    package static func reportUnregisteredDestination(for screen: AnyScreen) {
        unregisteredDestinationWarning(for: screen).report(at: CallSite())
    }

    /// The placeholder text for a screen no destination builds: its warning's text.
    package static func unregisteredDestinationMessage(for screen: AnyScreen) -> String {
        unregisteredDestinationWarning(for: screen).description
    }

    /// The warning for a screen no destination builds.
    static func unregisteredDestinationWarning(for screen: AnyScreen) -> StapelWarning {
        StapelWarning(
            .unregisteredDestination,
            "no stapelDestination(for: \(String(describing: screen.valueType)).self) is "
                + "registered, so \(screen.description) is drawn as a placeholder.")
    }
}
