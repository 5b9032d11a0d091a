#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // TextField<Label> : SwiftUICore.View where Label : SwiftUICore.View`, an opaque `body`, and
    // `@available(*, unavailable) extension TextField : Swift.Sendable`.
    /// A control that edits a string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
        nonisolated let text: Binding<String>
        nonisolated(unsafe) let label: Label

        /// The label, as a field that edits the binding.
        @MainActor @preconcurrency public var body: some View {
            TextFieldControl(text: text, label: label)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension TextField where Label == SwiftUICore.Text {
    // nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>);
    // @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S
    // : StringProtocol }`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension TextField where Label == Text {
        /// Creates a text field with a localized title.
        nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
            self.text = text
            self.label = Text(titleKey)
        }

        /// Creates a text field with a string title.
        @_disfavoredOverload
        nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
            self.text = text
            self.label = Text(title)
        }
    }

    @available(*, unavailable)
    extension TextField: Sendable {}
#endif
