extension AlertContent {
    /// A button of an alert or a confirmation dialog: its label, its role, and the action the
    /// app receives when the user taps it.
    ///
    /// ```swift
    /// let buttons: [AlertContent<ItemAction>.Button] = [
    ///     .destructive("Delete", action: .delete(4)),
    ///     .cancel(),
    ///     AlertContent.Button("Archive", action: .archive(4)),
    /// ]
    /// ```
    public struct Button {
        /// What a button does, as the platform draws it.
        ///
        /// ```swift
        /// let role: AlertContent<ItemAction>.Button.Role = .destructive
        /// ```
        public enum Role: Hashable, Sendable {
            /// Cancels: the platform places it apart, and a tap outside a dialog taps it.
            case cancel
            /// Destroys something: the platform draws it in red.
            case destructive
        }

        /// The label.
        public var label: String
        /// The role, if any.
        public var role: Role?
        /// The action the app receives when the user taps the button; `nil` for a button that
        /// only dismisses.
        public var action: Action?
        /// Whether a tap allows the leave a screen's guard asked about with this question: the
        /// change the guard stopped goes on, as `Stack.allowLeaving()` makes it.
        public var allowsLeaving: Bool

        /// Creates a button.
        ///
        /// ```swift
        /// let archive = AlertContent<ItemAction>.Button("Archive", action: .archive(4))
        /// ```
        /// - Parameters:
        ///   - label: The label.
        ///   - role: The role, if any.
        ///   - action: The action the app receives on a tap; `nil` to only dismiss.
        ///   - allowsLeaving: Whether a tap allows the leave a guard asked about.
        public init(
            _ label: String, role: Role? = nil, action: Action? = nil, allowsLeaving: Bool = false
        ) {
            self.label = label
            self.role = role
            self.action = action
            self.allowsLeaving = allowsLeaving
        }

        /// The button of a leave guard's question that lets the user leave: destructive, and a
        /// tap lets the change the guard stopped go on.
        ///
        /// ```swift
        /// let discard: AlertContent<ItemAction>.Button = .allowingLeave("Discard")
        /// ```
        /// - Parameters:
        ///   - label: The label, such as "Discard".
        ///   - action: The action the app receives on a tap, if any, before the change goes on.
        /// - Returns: The button.
        public static func allowingLeave(_ label: String, action: Action? = nil) -> Button {
            Button(label, role: .destructive, action: action, allowsLeaving: true)
        }

        /// A cancel button.
        ///
        /// ```swift
        /// let cancel: AlertContent<ItemAction>.Button = .cancel()
        /// ```
        /// - Parameters:
        ///   - label: The label, "Cancel" by default.
        ///   - action: The action the app receives on a tap, if any.
        /// - Returns: The button.
        public static func cancel(_ label: String = "Cancel", action: Action? = nil) -> Button {
            Button(label, role: .cancel, action: action)
        }

        /// A destructive button.
        ///
        /// ```swift
        /// let delete: AlertContent<ItemAction>.Button = .destructive("Delete", action: .delete(4))
        /// ```
        /// - Parameters:
        ///   - label: The label.
        ///   - action: The action the app receives on a tap.
        /// - Returns: The button.
        public static func destructive(_ label: String, action: Action?) -> Button {
            Button(label, role: .destructive, action: action)
        }
    }
}

extension AlertContent.Button: Equatable where Action: Equatable {}
extension AlertContent.Button: Hashable where Action: Hashable {}
extension AlertContent.Button: Sendable where Action: Sendable {}
