#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // Toggle<Label> : SwiftUICore.View where Label : SwiftUICore.View`, `nonisolated public
    // init(isOn: SwiftUICore.Binding<Swift.Bool>, @ViewBuilder label: () -> Label)`, an opaque
    // `body`, and `@available(*, unavailable) extension Toggle : Swift.Sendable`.
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

        /// The label, as a switch that flips the binding when tapped.
        @MainActor @preconcurrency public var body: some View {
            ToggleControl(isOn: isOn, label: label)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension Toggle where Label == SwiftUICore.Text {
    // nonisolated public init(_ titleKey: LocalizedStringKey, isOn:); @_disfavoredOverload
    // nonisolated public init<S>(_ title: S, isOn:) where S : StringProtocol }`.
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

    @available(*, unavailable)
    extension Toggle: Sendable {}
#endif
