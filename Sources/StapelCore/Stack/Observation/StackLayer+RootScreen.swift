extension StackLayer {
    /// The screen at the bottom of the layer: the stack's root for the base layer, the route
    /// that starts it for a sheet or cover.
    ///
    /// ```swift
    /// stack.baseLayer.rootScreen  // .root
    /// ```
    package var rootScreen: Pusher {
        rootID.map(Pusher.route) ?? .root
    }
}
