// What a UI reports about drawing: a planned step drawn, a screen that appeared or
// disappeared, a screen the custom container hid. Each report is applied only while it still
// matches the state; what it lets go on (the next step of a plan, the next presentation) is
// decided in Planning/Settling/.
extension Stack {
    /// Tells the stack that an update has drawn a planned step; its transitions have started.
    ///
    /// The SwiftUI layer calls this from `onChange(of: stack.planStep)`. The step settles, and
    /// the next one starts, once its transitions have ended: every screen it hides has
    /// disappeared, and what it presents has appeared and had the platform's presentation time.
    /// A stale step, and `nil`, are ignored.
    ///
    /// ```swift
    /// NavigationStack { HomeView() }
    ///     .onChange(of: stack.planStep, initial: true) { _, step in stack.reportStepDrawn(step) }
    /// ```
    /// - Parameter step: The step the update drew.
    @_spi(StapelUI)
    public func reportStepDrawn(_ step: StackChange.Step?) {
        noteDrawn()
        planSawStepDrawn(step)
    }

    /// Tells the stack that a screen it draws has appeared.
    ///
    /// The SwiftUI layer calls this from the `onAppear` of the root screen and of every route's
    /// screen. A presentation the stack waits for has then come in.
    ///
    /// ```swift
    /// ScreenView(screen: entry.route.screen)
    ///     .onAppear { stack.reportScreenAppeared(.route(entry.id)) }
    /// ```
    /// - Parameter screen: The root or the route whose screen appeared.
    @_spi(StapelUI)
    public func reportScreenAppeared(_ screen: ScreenSlot) {
        noteDrawn()
        guard case .route(let id) = screen else { return }
        // The presentation settles first, so that a planned step it lets start is drawn at
        // once rather than held back.
        presentationAppeared(id)
        planSawAppearance(of: id)
    }

    /// Tells the stack that a screen it draws has disappeared: a push over it, a pop or a
    /// dismissal of it has ended.
    ///
    /// The SwiftUI layer calls this from the `onDisappear` of the root and of every route's
    /// screen. It ends the wait for a dismissal the screen belonged to, and for the step of a
    /// plan that hid it; a screen nothing waits for is ignored.
    ///
    /// ```swift
    /// ScreenView(screen: entry.route.screen)
    ///     .onDisappear { stack.reportScreenDisappeared(.route(entry.id)) }
    /// ```
    /// - Parameter screen: The root or the route whose screen disappeared.
    @_spi(StapelUI)
    public func reportScreenDisappeared(_ screen: ScreenSlot) {
        noteDisappearance(of: screen)
        planSawDisappearance(of: screen)
    }

    /// Tells the stack that the custom container hid or showed a screen.
    ///
    /// The custom container keeps the screens it covers alive, so SwiftUI never reports them
    /// disappeared. Hiding one ends its part in a planned step's transition, as a disappearance
    /// does in a navigation stack: nothing UIKit runs is left to wait for.
    ///
    /// ```swift
    /// let isHidden = stack.top?.id != entry.id  // a container that shows only the top screen
    /// ScreenView(screen: entry.route.screen)
    ///     .opacity(isHidden ? 0 : 1)
    ///     .onChange(of: isHidden) { _, isHidden in
    ///         stack.reportScreen(.route(entry.id), isHidden: isHidden)
    ///     }
    /// ```
    /// - Parameters:
    ///   - screen: The root or the route whose screen was hidden or shown.
    ///   - isHidden: Whether it is hidden now.
    @_spi(StapelUI)
    public func reportScreen(_ screen: ScreenSlot, isHidden: Bool) {
        guard isHidden else { return }
        reportScreenDisappeared(screen)
    }
}
