#if !canImport(SwiftUI)
    /// A view the host draws itself instead of asking for its body: stacks, text, controls,
    /// navigation, presentations and modifiers.
    ///
    /// `update(_:transaction:)` runs when the node is new, when its view value or environment
    /// changed, or when something it read changed. It reconciles the node's children and keeps
    /// whatever the primitive needs in the node's controller.
    @MainActor
    protocol PrimitiveView {
        func update(_ node: ViewNode, transaction: Transaction)
    }

    /// A primitive whose children are simply the views it holds, for containers that only group
    /// (`TupleView`, `Group`, `ForEach`, conditional and optional content).
    @MainActor
    protocol GroupingView {
        /// The views this one stands for, each with its structural key.
        func flattened() -> [(ChildKey, any View)]
    }
#endif
