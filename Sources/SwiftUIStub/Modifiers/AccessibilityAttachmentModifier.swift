#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `public struct AccessibilityAttachmentModifier :
    // SwiftUICore.ViewModifier`, iOS 13, `Body = Never`, no public init; main-actor isolated
    // through its `ViewModifier` conformance, as every `ViewModifier` of iOS 18.
    /// The modifier behind the accessibility modifiers.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct AccessibilityAttachmentModifier: ViewModifier {
        nonisolated(unsafe) let attribute: ViewAttribute

        /// A modifier applied by SwiftUI itself.
        public typealias Body = Never
    }

    extension AccessibilityAttachmentModifier: HostModifier {
        func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            AttributeModifier(attribute: attribute).update(
                node, content: content, transaction: transaction)
        }
    }

    @available(*, unavailable)
    extension AccessibilityAttachmentModifier: Sendable {}
#endif
