#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `@_alwaysEmitIntoClient nonisolated public func
        // tag<V>(_ tag: V, includeOptional: Swift.Bool = true) -> some SwiftUICore.View where V :
        // Swift.Hashable`.
        /// Sets the value that identifies the view in a picker or a tab view.
        nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
        where V: Hashable {
            attributed(.tag(AnyHashable(tag)))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func tabItem<V>(@ViewBuilder _ label:
        // () -> V) -> some View where V : View`, iOS 13; soft-deprecated in 18.0 and 26.0
        // (`deprecated: 100000.0`, which never warns).
        /// Sets the tab bar item of the view in a tab view.
        @available(
            iOS, deprecated: 100000.0,
            message: "Use `Tab(title:image:value:content:)` and related initializers instead"
        )
        @available(
            macOS, deprecated: 100000.0,
            message: "Use `Tab(title:image:value:content:)` and related initializers instead"
        )
        @available(
            tvOS, deprecated: 100000.0,
            message: "Use `Tab(title:image:value:content:)` and related initializers instead"
        )
        @available(
            watchOS, deprecated: 100000.0,
            message: "Use `Tab(title:image:value:content:)` and related initializers instead"
        )
        nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View
        where V: View {
            attributed(.tabItem(label()))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func navigationTitle(_ titleKey:
        // SwiftUICore.LocalizedStringKey) -> some SwiftUICore.View`, iOS 14.
        /// Sets the title of the screen in a navigation stack.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
            attributed(.navigationTitle(titleKey.resolved))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func navigationTitle(_ title:
        // SwiftUICore.Text) -> some SwiftUICore.View`, iOS 14.
        /// Sets the title of the screen in a navigation stack from a text.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func navigationTitle(_ title: Text) -> some View {
            attributed(.navigationTitle(title.resolvedString))
        }

        // SwiftUI, iOS 18.0 interface: `@_disfavoredOverload nonisolated public func
        // navigationTitle<S>(_ title: S) -> some SwiftUICore.View where S :
        // Swift.StringProtocol`, iOS 14.
        /// Sets the title of the screen in a navigation stack from a string.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        @_disfavoredOverload
        nonisolated public func navigationTitle<S>(_ title: S) -> some View
        where S: StringProtocol {
            attributed(.navigationTitle(String(title)))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func
        // navigationBarBackButtonHidden(_ hidesBackButton: Swift.Bool = true) -> some
        // SwiftUICore.View`, in an extension marked iOS 13, macOS 13.
        /// Hides the back button of the screen.
        @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
            -> some View
        {
            attributed(.navigationBarBackButtonHidden(hidesBackButton))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func interactiveDismissDisabled(_
        // isDisabled: Swift.Bool = true) -> some SwiftUICore.View`, iOS 15.
        /// Stops the user from swiping the presented sheet away.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
            attributed(.interactiveDismissDisabled(isDisabled))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func hidden() -> some
        // SwiftUICore.View`, iOS 13.
        /// Hides the view; it keeps its place and its state.
        nonisolated public func hidden() -> some View {
            attributed(.hidden)
        }

        // SwiftUI, iOS 18.0 interface: `@inlinable nonisolated public func allowsHitTesting(_
        // enabled: Swift.Bool) -> some SwiftUICore.View`, iOS 13.
        /// Sets whether taps reach the view.
        nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
            attributed(.allowsHitTesting(enabled))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func accessibilityIdentifier(_
        // identifier: Swift.String) -> SwiftUICore.ModifiedContent<Self,
        // SwiftUI.AccessibilityAttachmentModifier>`, iOS 14.
        /// Sets the identifier that UI tests find the view by.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func accessibilityIdentifier(_ identifier: String)
            -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        {
            modifier(
                AccessibilityAttachmentModifier(attribute: .accessibilityIdentifier(identifier)))
        }

        // SwiftUI, iOS 18.0 interface (page 688000): `@available(iOS 14.0, macOS 11.0, tvOS 14.0,
        // watchOS 7.0, *) extension SwiftUICore.View { nonisolated public func
        // accessibilityHidden(_ hidden: Swift.Bool) -> SwiftUICore.ModifiedContent<Self,
        // SwiftUI.AccessibilityAttachmentModifier> }`. The iOS 18 `isEnabled:` overload and the
        // `ModifiedContent` forms are left out.
        /// Hides the view from accessibility features such as VoiceOver.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func accessibilityHidden(_ hidden: Bool)
            -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        {
            modifier(AccessibilityAttachmentModifier(attribute: .accessibilityHidden(hidden)))
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public func foregroundStyle<S>(_ style: S)
        // -> some SwiftUICore.View where S : SwiftUICore.ShapeStyle`, iOS 15. The host draws no
        // style.
        /// Sets the style of the view's foreground.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
            modifier(EmptyModifier())
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public func font(_ font:
        // SwiftUICore.Font?) -> some SwiftUICore.View`, iOS 13. The host draws no font.
        /// Sets the font of the text in the view.
        nonisolated public func font(_ font: Font?) -> some View {
            modifier(EmptyModifier())
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public func frame(width:
        // CoreFoundation.CGFloat? = nil, height: CoreFoundation.CGFloat? = nil, alignment:
        // SwiftUICore.Alignment = .center) -> some SwiftUICore.View`, iOS 13. The host lays
        // nothing out.
        /// Sets the size of the view.
        nonisolated public func frame(
            width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
        ) -> some View {
            modifier(EmptyModifier())
        }
    }
#endif
