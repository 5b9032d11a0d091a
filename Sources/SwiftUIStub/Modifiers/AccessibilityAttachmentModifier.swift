#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `public struct AccessibilityAttachmentModifier :
    // SwiftUICore.ViewModifier`.
    /// The modifier behind the accessibility modifiers.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct AccessibilityAttachmentModifier: ViewModifier {
        nonisolated(unsafe) let attribute: ViewAttribute

        nonisolated init(attribute: ViewAttribute) {
            self.attribute = attribute
        }

        /// Never called.
        public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
    }

    extension AccessibilityAttachmentModifier: HostModifier {
        func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            AttributeModifier(attribute: attribute).update(
                node, content: content, transaction: transaction)
        }
    }
#endif
