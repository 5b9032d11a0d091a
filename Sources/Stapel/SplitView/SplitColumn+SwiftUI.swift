#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension SplitColumn {
    /// The column as SwiftUI spells it.
    var navigationSplitViewColumn: NavigationSplitViewColumn {
        switch self {
        case .sidebar: .sidebar
        case .content: .content
        case .detail: .detail
        }
    }

    /// The column SwiftUI wrote, as the model spells it.
    init(_ column: NavigationSplitViewColumn) {
        self =
            switch column {
            case .sidebar: .sidebar
            case .content: .content
            default: .detail
            }
    }
}
