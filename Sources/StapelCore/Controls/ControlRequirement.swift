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
    ///   - control: The control's name, such as `StackNavigationLink`.
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

    /// Reports a runtime warning when a control found no stack it can act on, and returns
    /// whether it found one: the form for controls that act through a ``ControlStack``.
    ///
    /// - Parameters:
    ///   - stack: The stack the control acts on, if any.
    ///   - control: The control's name, such as `StackNavigationLink`.
    ///   - screenType: The screen type the control is written for.
    ///   - container: The screen type of the container the control is inside, if any.
    /// - Returns: Whether the control has a stack to act on.
    @MainActor
    @discardableResult
    package static func check(
        _ stack: ControlStack?, control: String, screenType: Any.Type, container: String?
    ) -> Bool {
        guard stack == nil else { return true }
        StapelWarning(
            .missingStack,
            missingStackMessage(control: control, screenType: screenType, container: container)
        ).report(at: CallSite())
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

    /// Reports a container drawn inside a screen of another container's navigation, where its
    /// navigation nests in the outer one and breaks both; says nothing otherwise.
    ///
    /// ```swift
    /// ControlRequirement.checkNotNested(inner: "SignupStep", enclosing: "AppScreen")
    /// ```
    /// - Parameters:
    ///   - inner: The screen type of the container being drawn.
    ///   - enclosing: The screen type of the container whose navigation it is drawn in, or
    ///     `nil` outside any container's navigation.
    /// - Returns: Whether the container stands on its own (`true`), or was reported.
    @discardableResult
    package static func checkNotNested(inner: String, enclosing: String?) -> Bool {
        guard let enclosing else { return true }
        nestedContainerWarning(inner: inner, enclosing: enclosing).report(at: CallSite())
        return false
    }

    /// The warning for a container drawn inside another container's navigation.
    static func nestedContainerWarning(inner: String, enclosing: String) -> StapelWarning {
        StapelWarning(
            .nestedContainer,
            "a StapelStack of \(inner) screens is drawn inside a screen of a StapelStack of "
                + "\(enclosing) screens. Its navigation nests in the outer one, and pushes and the "
                + "back button break. Push a child flow onto the outer stack with a StackSegment, "
                + "or present the inner container with the outer stack's "
                + "present(_:withNavigation:).")
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
                + "registered, so \(screen.description) is drawn as a placeholder. Declare one "
                + "inside the WithStapel or above it.")
    }
}

extension ControlRequirement {
    /// Reports a runtime warning for a control whose screen value is not of the stack's screen
    /// type, so that it does nothing.
    package static func reportMismatch(control: String, value: Any, stackType: Any.Type) {
        StapelWarning(
            .screenTypeMismatch,
            mismatchMessage(control: control, value: value, stackType: stackType)
        ).report(at: CallSite())
    }

    /// The text of the warning for a control whose screen value is not of the stack's screen type.
    package static func mismatchMessage(control: String, value: Any, stackType: Any.Type)
        -> String
    {
        let wrapped = value as? AnyScreen
        let shown =
            wrapped?.as(OpaqueScreen.self) != nil
            ? "view" : "\(String(describing: wrapped?.valueType ?? type(of: value))) screen"
        return
            "\(control) shows a \(shown), but it is inside a container of "
            + "\(String(describing: stackType)) screens (Stack<\(String(describing: stackType))>). "
            + "It is disabled and does nothing."
    }
}
