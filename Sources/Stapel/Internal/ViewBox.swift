@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Carries a view pushed with `push(view:)` through the core as an `OpaqueScreen` payload.
///
/// `AnyView` is unavoidable here: the core cannot be generic over every view pushed ad hoc.
typealias ViewBox = MainActorBox<AnyView>

extension ViewBox {
    /// The screen that draws a view pushed or presented ad hoc: an opaque screen, with its own
    /// identity, whose payload is the view.
    static func screen(for view: some View) -> AnyScreen {
        AnyScreen(OpaqueScreen(payload: ViewBox(AnyView(view))))
    }
}
