// The screen reports as they were spelled when a screen was named by its `Pusher`: each
// forwards to the form that takes the screen's `ScreenSlot`.
extension Stack {
    /// Tells the stack that a screen it draws has appeared; see
    /// ``reportScreenAppeared(_:)-(ScreenSlot)``.
    ///
    /// - Parameter screen: The root or the route whose screen appeared.
    @_spi(StapelUI)
    @_disfavoredOverload
    @available(*, deprecated, message: "Name the screen by its ScreenSlot.")
    public func reportScreenAppeared(_ screen: Pusher) {
        reportScreenAppeared(ScreenSlot(screen))
    }

    /// Tells the stack that a screen it draws has disappeared; see
    /// ``reportScreenDisappeared(_:)-(ScreenSlot)``.
    ///
    /// - Parameter screen: The root or the route whose screen disappeared.
    @_spi(StapelUI)
    @_disfavoredOverload
    @available(*, deprecated, message: "Name the screen by its ScreenSlot.")
    public func reportScreenDisappeared(_ screen: Pusher) {
        reportScreenDisappeared(ScreenSlot(screen))
    }

    /// Tells the stack that the custom container hid or showed a screen; see
    /// ``reportScreen(_:isHidden:)-(ScreenSlot,_)``.
    ///
    /// - Parameters:
    ///   - screen: The root or the route whose screen was hidden or shown.
    ///   - isHidden: Whether it is hidden now.
    @_spi(StapelUI)
    @_disfavoredOverload
    @available(*, deprecated, message: "Name the screen by its ScreenSlot.")
    public func reportScreen(_ screen: Pusher, isHidden: Bool) {
        reportScreen(ScreenSlot(screen), isHidden: isHidden)
    }
}
