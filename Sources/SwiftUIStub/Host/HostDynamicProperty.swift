#if !canImport(SwiftUI)
    /// A property wrapper the host connects to a node before it runs the view's body: `@State`
    /// gets its storage, `@Environment` its value.
    ///
    /// These properties are not inputs of the view: two view values that differ only in them
    /// are the same view to the host, as they are to SwiftUI.
    protocol HostDynamicProperty {
        /// Connects the property laid out at `address` to the node; `slot` is its offset in the
        /// view, which names its storage.
        @MainActor
        static func hostInstall(at address: UnsafeMutableRawPointer, in node: ViewNode, slot: Int)
    }
#endif
