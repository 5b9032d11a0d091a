#if !canImport(SwiftUI)
    import Foundation

    extension View {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func navigationSplitViewStyle<S>(_
        // style: S) -> some SwiftUICore.View where S : SwiftUI.NavigationSplitViewStyle`, iOS 16.
        /// Arranges the split views inside with a style. The host records the style's name and
        /// lays nothing out.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        nonisolated public func navigationSplitViewStyle<S>(_ style: S) -> some View
        where S: NavigationSplitViewStyle {
            modifier(EmptyModifier())
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func
        // navigationSplitViewColumnWidth(_ width: CoreFoundation.CGFloat) -> some
        // SwiftUICore.View`, iOS 16.
        /// Gives the split view column that holds the view a fixed width.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
            modifier(EmptyModifier())
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func
        // navigationSplitViewColumnWidth(min: CoreFoundation.CGFloat? = nil, ideal:
        // CoreFoundation.CGFloat, max: CoreFoundation.CGFloat? = nil) -> some SwiftUICore.View`,
        // iOS 16.
        /// Gives the split view column that holds the view a width between bounds.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        nonisolated public func navigationSplitViewColumnWidth(
            min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
        ) -> some View {
            modifier(EmptyModifier())
        }
    }
#endif
