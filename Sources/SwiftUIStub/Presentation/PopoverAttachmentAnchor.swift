#if !canImport(SwiftUI)
    import Foundation

    // SwiftUI, iOS 18.0 interface: `public enum PopoverAttachmentAnchor { case
    // rect(SwiftUICore.Anchor<CoreFoundation.CGRect>.Source); case point(SwiftUICore.UnitPoint) }`,
    // iOS 13.0, with `@available(*, unavailable) extension PopoverAttachmentAnchor :
    // Swift.Sendable`.
    /// Where a popover points: at a rectangle of the view it is presented from, or at a point
    /// of it.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public enum PopoverAttachmentAnchor {
        /// A rectangle of the view, such as its bounds.
        case rect(Anchor<CGRect>.Source)
        /// A point of the view, such as its top edge's middle.
        case point(UnitPoint)
    }

    @available(*, unavailable)
    extension PopoverAttachmentAnchor: Sendable {}
#endif
