#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `tag(_:includeOptional:)`.
        /// Sets the value that identifies the view in a picker or a tab view.
        nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
        where V: Hashable {
            attributed(.tag(AnyHashable(tag)))
        }

        // SwiftUI, iOS 18.0 interface: `tabItem(_:)`.
        /// Sets the tab bar item of the view in a tab view.
        nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View
        where V: View {
            attributed(.tabItem(label()))
        }

        // SwiftUI, iOS 18.0 interface: `navigationTitle(_:)` with a localized key.
        /// Sets the title of the screen in a navigation stack.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
            attributed(.navigationTitle(titleKey.resolved))
        }

        /// Sets the title of the screen in a navigation stack from a text.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func navigationTitle(_ title: Text) -> some View {
            attributed(.navigationTitle(title.resolvedString))
        }

        /// Sets the title of the screen in a navigation stack from a string.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        @_disfavoredOverload
        nonisolated public func navigationTitle<S>(_ title: S) -> some View
        where S: StringProtocol {
            attributed(.navigationTitle(String(title)))
        }

        // SwiftUI, iOS 18.0 interface: `navigationBarBackButtonHidden(_:)`.
        /// Hides the back button of the screen.
        nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
            -> some View
        {
            attributed(.navigationBarBackButtonHidden(hidesBackButton))
        }

        // SwiftUI, iOS 18.0 interface: `interactiveDismissDisabled(_:)`.
        /// Stops the user from swiping the presented sheet away.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
            attributed(.interactiveDismissDisabled(isDisabled))
        }

        // SwiftUI, iOS 18.0 interface: `hidden()`.
        /// Hides the view; it keeps its place and its state.
        nonisolated public func hidden() -> some View {
            attributed(.hidden)
        }

        // SwiftUICore, iOS 18.0 interface: `allowsHitTesting(_:)`.
        /// Sets whether taps reach the view.
        nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
            attributed(.allowsHitTesting(enabled))
        }

        // SwiftUI, iOS 18.0 interface: `accessibilityHidden(_:)`.
        /// Hides the view from accessibility.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func accessibilityHidden(_ hidden: Bool)
            -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        {
            modifier(AccessibilityAttachmentModifier(attribute: .accessibilityHidden(hidden)))
        }

        // SwiftUI, iOS 18.0 interface: `accessibilityIdentifier(_:)`.
        /// Sets the identifier that UI tests find the view by.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func accessibilityIdentifier(_ identifier: String)
            -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        {
            modifier(
                AccessibilityAttachmentModifier(attribute: .accessibilityIdentifier(identifier)))
        }

        // SwiftUICore, iOS 18.0 interface: `foregroundStyle(_:)`.
        /// Sets the style of the view's foreground.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
            attributed(.appearance("foregroundStyle(\(style))"))
        }

        // SwiftUICore, iOS 18.0 interface: `font(_:)`.
        /// Sets the font of the text in the view.
        nonisolated public func font(_ font: Font?) -> some View {
            attributed(.appearance("font(\(font.map { "\($0)" } ?? "nil"))"))
        }

        // SwiftUICore, iOS 18.0 interface: `padding(_:)`.
        /// Adds space around the view.
        nonisolated public func padding(_ length: CGFloat? = nil) -> some View {
            attributed(.appearance("padding"))
        }

        // SwiftUICore, iOS 18.0 interface: `frame(width:height:alignment:)`.
        /// Sets the size of the view.
        nonisolated public func frame(
            width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
        ) -> some View {
            attributed(.appearance("frame"))
        }
    }
#endif
