import Foundation

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

#if !os(tvOS)
    extension SwipeBackGesture.Sample {
        /// A reading of a drag gesture's value in a container of this width. Locations are the
        /// container's own, x growing to the right whatever the layout direction.
        init(_ value: DragGesture.Value, width: CGFloat, layoutDirection: LayoutDirection) {
            self.init(
                startX: Double(value.startLocation.x),
                translationX: Double(value.translation.width),
                translationY: Double(value.translation.height),
                velocityX: Double(value.velocity.width), width: Double(width),
                isRightToLeft: layoutDirection == .rightToLeft)
        }
    }
#endif
