#if !canImport(SwiftUI)
    /// A destination pushed while a binding holds it: registered by a
    /// `navigationDestination(isPresented:)` or `(item:)` modifier.
    struct BoundDestination {
        let id: ObjectIdentifier
        let view: any View
        let pop: () -> Void
    }
#endif
