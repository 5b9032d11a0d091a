import Foundation
@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// One screen of a custom-container layer, drawn where the core places it: moved across, shown
/// or hidden, with or without touches and accessibility, coming and going with its transition.
struct CustomScreen<Screen, Content: View>: View {
    let stack: Stack<Screen>
    let screen: ScreenSlot
    let placement: ScreenPlacement
    let transition: StackTransition
    let content: Content

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .offset(x: placement.offset)
            .opacity(placement.opacity)
            .allowsHitTesting(placement.isInteractive)
            .accessibilityHidden(placement.isAccessibilityHidden)
            .onChange(of: placement.isHidden) { _, isHidden in
                stack.reportScreen(screen, isHidden: isHidden)
            }
            .zIndex(placement.zIndex)
            .transition(transition.anyTransition)
    }
}
