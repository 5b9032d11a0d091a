#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Carries a view pushed with `push(view:)` through the core as an ``OpaqueScreen`` payload.
///
/// The core holds payloads as `Sendable` values; a main-actor class is one, whatever it holds.
/// `AnyView` is unavoidable here: the core cannot be generic over every view pushed ad hoc.
@MainActor
final class ViewBox: Sendable {
    let view: AnyView

    init(_ view: AnyView) {
        self.view = view
    }
}
