extension Stack {
    /// Calls `onDismiss` once, when the route with this identifier leaves the stack.
    ///
    /// The stack keeps the subscription until the route leaves, and no longer than itself.
    @usableFromInline
    func call(_ onDismiss: @escaping @MainActor () -> Void, whenRouteLeaves id: RouteID) {
        delivery.dismissHandlers[id] = onEvent { [weak self] _ in
            guard let self, !self.contains(id) else { return }
            delivery.dismissHandlers[id] = nil
            onDismiss()
        }
    }
}
