#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@MainActor @preconcurrency public struct Toggle<Label> :
    // SwiftUICore.View where Label : SwiftUICore.View`.
    /// A control that turns a Boolean on and off.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct Toggle<Label>: View where Label: View {
        nonisolated let isOn: Binding<Bool>
        nonisolated(unsafe) let label: Label

        /// Creates a toggle with a custom label.
        nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
            self.isOn = isOn
            self.label = label()
        }

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Toggle where Label == Text {
        /// Creates a toggle with a localized title.
        nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
            self.init(isOn: isOn) { Text(titleKey) }
        }

        /// Creates a toggle with a string title.
        @_disfavoredOverload
        nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
            self.init(isOn: isOn) { Text(title) }
        }
    }

    extension Toggle: PrimitiveView {
        func update(_ node: ViewNode, transaction: Transaction) {
            let isOn = isOn
            node.controller { TapTarget() }.action = { isOn.wrappedValue.toggle() }
            node.reconcile(
                [ChildView(.slot("label"), label, node.environment)], transaction: transaction)
        }
    }

    @available(*, unavailable)
    extension Toggle: Sendable {}
#endif
