#if !canImport(SwiftUI)
    /// The body of a view the host draws itself; never called.
    @MainActor
    func primitiveBody(of view: Any.Type) -> Never {
        fatalError("\(view) is drawn by the host and has no body")
    }
#endif
