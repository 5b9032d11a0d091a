#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public protocol DynamicProperty`.
    /// A stored property of a view that SwiftUI updates before it runs the view's body.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public protocol DynamicProperty {
        /// Updates the property's value before the view's body runs.
        mutating func update()
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension DynamicProperty {
        /// Does nothing.
        public mutating func update() {}
    }
#endif
