@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Writes a screen's swipe-back opt-out into the opt-outs of the custom container it is in.
struct SwipeBackOptOut: ViewModifier {
    @Environment(\.stapelScreenSlot) private var slot
    @Environment(\.stapelSwipeBackOptOuts) private var optOuts
    let isDisabled: Bool

    func body(content: Content) -> some View {
        content.onChange(of: isDisabled, initial: true) {
            optOuts?.setDisabled(isDisabled, for: slot)
        }
    }
}
