#if !canImport(SwiftUI)
    /// The body of a container whose layout the host does not model (`List`, `ScrollView`): its
    /// content, as one child.
    struct LayoutBox<Content: View>: View, LayoutContainer {
        typealias Body = Never
        let content: Content

        var laidOut: Content { content }
    }
#endif
