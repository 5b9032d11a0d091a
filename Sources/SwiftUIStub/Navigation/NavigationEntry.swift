#if !canImport(SwiftUI)
    /// One screen above a navigation stack's root: a value of the path, or a destination a
    /// `navigationDestination(isPresented:)` or `(item:)` modifier pushes.
    struct NavigationEntry: Equatable {
        let key: ChildKey
        /// The path element; `nil` for a bound destination.
        let value: AnyHashable?
    }
#endif
