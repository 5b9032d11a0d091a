extension StackLayer {
    /// The screen at the bottom of the layer: the stack's root for the base layer, the route
    /// that starts it for a sheet or cover.
    ///
    /// ```swift
    /// stack.baseLayer.rootScreen  // .root
    /// ```
    package var rootScreen: ScreenSlot {
        ScreenSlot.top(ofLayerStartedBy: rootID, lastPush: nil)
    }

    /// The screen on top of the layer: the last route pushed on it, or else its root screen.
    ///
    /// This is the one definition of a layer's top screen. ``Stack`` reads the top screens of
    /// its layers with it (`topScreens`), and ``ScreenSlot/topScreens(of:)`` applies it to a
    /// route list. Reading it observes the layer's path.
    ///
    /// ```swift
    /// stack.push(.inbox)
    /// stack.baseLayer.topScreen  // .route(the inbox's identifier)
    /// ```
    package var topScreen: ScreenSlot {
        ScreenSlot.top(ofLayerStartedBy: rootID, lastPush: path.last)
    }
}
