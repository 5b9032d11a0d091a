#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension SplitColumnVisibility {
    /// The visibility as SwiftUI spells it.
    var navigationSplitViewVisibility: NavigationSplitViewVisibility {
        switch self {
        case .automatic: .automatic
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        }
    }

    /// The visibility SwiftUI wrote, as the model spells it.
    init(_ visibility: NavigationSplitViewVisibility) {
        self =
            switch visibility {
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            default: .automatic
            }
    }
}
