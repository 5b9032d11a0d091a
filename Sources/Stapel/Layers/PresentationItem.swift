#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The item of a sheet or cover: the presented route and the attempt. Asking again for a
/// presentation UIKit dropped makes a new item, which SwiftUI presents.
struct PresentationItem: Identifiable, Hashable {
    let routeID: RouteID
    let attempt: Int

    var id: Self { self }
}
