import Foundation

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension View {
    /// Attaches a custom-container layer's swipe back, together with the gestures of its
    /// screens. tvOS has no touch screen and no drag gesture: there the layer does not swipe.
    func swipeBack<Screen, Root: View, Destination: View>(
        of layer: CustomStackLayer<Screen, Root, Destination>, width: Double,
        animation: Animation?
    ) -> some View {
        #if os(tvOS)
            self
        #else
            simultaneousGesture(layer.swipeGesture(width: CGFloat(width), animation: animation))
        #endif
    }
}
