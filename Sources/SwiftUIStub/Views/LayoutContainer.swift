#if !canImport(SwiftUI)
    /// A view that only lays out its content: the host keeps the content as its one child.
    @MainActor
    protocol LayoutContainer: GroupingView, PrimitiveView {
        associatedtype LaidOut: View
        var laidOut: LaidOut { get }
    }

    extension LayoutContainer {
        func flattened() -> [(ChildKey, any View)] { [(.slot("content"), laidOut)] }
    }
#endif
