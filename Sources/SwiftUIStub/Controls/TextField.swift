#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@MainActor @preconcurrency public struct TextField<Label> :
    // SwiftUICore.View where Label : SwiftUICore.View`.
    /// A control that edits a string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
        nonisolated let text: Binding<String>
        nonisolated(unsafe) let label: Label

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

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

    extension TextField: PrimitiveView {
        func update(_ node: ViewNode, transaction: Transaction) {
            node.controller { TextInput() }.text = text
            node.reconcile(
                [ChildView(.slot("label"), label, node.environment)], transaction: transaction)
        }
    }

    @available(*, unavailable)
    extension TextField: Sendable {}
#endif
