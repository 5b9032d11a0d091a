#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `nonisolated public func offset(_ offset:
        // CoreFoundation.CGSize) -> some SwiftUICore.View`.
        /// Moves the view by a distance, without changing its layout.
        nonisolated public func offset(_ offset: CGSize) -> some View {
            modifier(OffsetModifier(offset: offset))
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public func offset(x:
        // CoreFoundation.CGFloat = 0, y: CoreFoundation.CGFloat = 0) -> some SwiftUICore.View`.
        /// Moves the view across and down, without changing its layout.
        nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
            modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public func opacity(_ opacity:
        // Swift.Double) -> some SwiftUICore.View`.
        /// Sets how opaque the view is. The host's queries do not find a view with opacity 0.
        nonisolated public func opacity(_ opacity: Double) -> some View {
            modifier(OpacityModifier(opacity: opacity))
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public func zIndex(_ value:
        // Swift.Double) -> some SwiftUICore.View`.
        /// Sets the view's place among the views of a `ZStack`: higher is drawn above.
        nonisolated public func zIndex(_ value: Double) -> some View {
            modifier(EmptyModifier())
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public func frame(minWidth:
        // CoreFoundation.CGFloat? = nil, idealWidth: CoreFoundation.CGFloat? = nil, maxWidth:
        // CoreFoundation.CGFloat? = nil, minHeight: CoreFoundation.CGFloat? = nil, idealHeight:
        // CoreFoundation.CGFloat? = nil, maxHeight: CoreFoundation.CGFloat? = nil, alignment:
        // SwiftUICore.Alignment = .center) -> some SwiftUICore.View`.
        /// Sets the range of sizes the view may take.
        nonisolated public func frame(
            minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
            minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
            alignment: Alignment = .center
        ) -> some View {
            modifier(EmptyModifier())
        }
    }
#endif
