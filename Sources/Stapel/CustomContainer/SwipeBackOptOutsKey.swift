#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelSwipeBackOptOuts`.
struct SwipeBackOptOutsKey: EnvironmentKey {
    static let defaultValue: SwipeBackOptOuts? = nil
}

extension EnvironmentValues {
    /// The swipe-back opt-outs of the custom-container layer a view is in, or `nil` outside one.
    var stapelSwipeBackOptOuts: SwipeBackOptOuts? {
        get { self[SwipeBackOptOutsKey.self] }
        set { self[SwipeBackOptOutsKey.self] = newValue }
    }
}
