#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// What a layer shows: its path and its presentation. An update in which it changes carries
/// the animation setting of the change.
struct LayerState: Equatable {
    let path: [RouteID]
    let presentedID: RouteID?
}
