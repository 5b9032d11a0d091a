#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // Button<Label> : SwiftUICore.View where Label : SwiftUICore.View`, `@preconcurrency
    // nonisolated public init(action: @escaping @MainActor () -> Swift.Void, @ViewBuilder label:
    // () -> Label)`, an opaque `body`, and `@available(*, unavailable) extension Button :
    // Swift.Sendable`; `init(role:action:label:)` in an iOS 15 extension.
    /// A control that runs an action when tapped.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct Button<Label>: View where Label: View {
        nonisolated let action: @MainActor () -> Void
        nonisolated let role: ButtonRole?
        nonisolated(unsafe) let label: Label

        /// Creates a button with a custom label.
        @preconcurrency nonisolated public init(
            action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
        ) {
            self.action = action
            self.role = nil
            self.label = label()
        }

        /// Creates a button with a role and a custom label.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        @preconcurrency nonisolated public init(
            role: ButtonRole?, action: @escaping @MainActor () -> Void,
            @ViewBuilder label: () -> Label
        ) {
            self.action = action
            self.role = role
            self.label = label()
        }

        /// The label, as a control that runs the action when tapped.
        @MainActor @preconcurrency public var body: some View {
            ButtonControl(action: action, role: role, label: label)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension Button where Label == SwiftUICore.Text`:
    // `@preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action:)`,
    // `@preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action:) where
    // S : StringProtocol`, and the `role:` forms of both in an iOS 15 extension.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Button where Label == Text {
        /// Creates a button whose label is a localized text.
        @preconcurrency nonisolated public init(
            _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
        ) {
            self.init(action: action) { Text(titleKey) }
        }

        /// Creates a button whose label is a string.
        @_disfavoredOverload
        @preconcurrency nonisolated public init<S>(
            _ title: S, action: @escaping @MainActor () -> Void
        ) where S: StringProtocol {
            self.init(action: action) { Text(title) }
        }

        /// Creates a button with a role whose label is a localized text.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        @preconcurrency nonisolated public init(
            _ titleKey: LocalizedStringKey, role: ButtonRole?,
            action: @escaping @MainActor () -> Void
        ) {
            self.init(role: role, action: action) { Text(titleKey) }
        }

        /// Creates a button with a role whose label is a string.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        @_disfavoredOverload
        @preconcurrency nonisolated public init<S>(
            _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
        ) where S: StringProtocol {
            self.init(role: role, action: action) { Text(title) }
        }
    }

    @available(*, unavailable)
    extension Button: Sendable {}
#endif
