// What Stapel's custom container needs from the stack: the entries of a layer, and a push
// that carries the container's transition for the route it creates. The report of the screens
// it hides is in Reconciliation/.
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
}
