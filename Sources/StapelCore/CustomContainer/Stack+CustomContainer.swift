// What Stapel's custom container needs from the stack beyond what every UI reads: a push that
// carries the container's transition for the route it creates. The entries of a layer are in
// Stack/Observation/, the report of the screens it hides in Reconciliation/.
extension Stack {
    /// Pushes a screen as ``push(_:name:options:context:fileID:filePath:line:column:)`` does, and attaches a transition to the
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
