// What Stapel's custom container needs from the stack: the entries of a layer, a push that
// carries the container's transition for the route it creates, and the report of the screens
// it hides.
extension Stack {
    /// The entries of the routes pushed on a layer, bottom-most first.
    ///
    /// Reading it makes a view depend on the layer's path.
    ///
    /// ```swift
    /// let screens = stack.entries(on: stack.baseLayer)
    /// ```
    /// - Parameter layer: A layer of this stack.
    /// - Returns: One entry per route on the layer's path.
    /// - Complexity: O(k) in the length of the path.
    @_spi(StapelUI)
    public func entries(on layer: StackLayer) -> [RouteEntry<Screen>] {
        layer.path.compactMap { entry(for: $0) }
    }

    /// Pushes a screen as ``push(_:name:context:fileID:filePath:line:column:)`` does, and attaches a transition to the
    /// route it creates, for the custom container to draw it with, in and out.
    ///
    /// A push the evaluator rejects, offers or handles in place creates no route and attaches
    /// nothing.
    ///
    /// ```swift
    /// stack.push(.detail, name: nil, context: PushContext(), transitionOverride: box)
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - transitionOverride: The SwiftUI layer's transition, in a `Sendable` box.
    /// - Returns: What came of the request.
    @discardableResult
    package func push(
        _ screen: Screen, name: String?, context: PushContext,
        transitionOverride: any Sendable
    ) -> PushResult {
        let result = push(screen, name: name, context: context)
        if let id = result.routeID {
            entry(for: id)?.transitionOverride = transitionOverride
        }
        return result
    }

    /// Tells the stack that the custom container hid or showed a screen.
    ///
    /// The custom container keeps the screens it covers alive, so SwiftUI never reports them
    /// disappeared. Hiding one ends its part in a planned step's transition, as a disappearance
    /// does in a navigation stack: nothing UIKit runs is left to wait for.
    ///
    /// ```swift
    /// .onChange(of: placement.isHidden) { _, isHidden in
    ///     stack.reportScreen(.route(id), isHidden: isHidden)
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The root or the route whose screen was hidden or shown.
    ///   - isHidden: Whether it is hidden now.
    @_spi(StapelUI)
    public func reportScreen(_ screen: Pusher, isHidden: Bool) {
        guard isHidden else { return }
        reportScreenDisappeared(screen)
    }
}
