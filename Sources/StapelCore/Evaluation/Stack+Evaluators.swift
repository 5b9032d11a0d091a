extension Stack {
    /// Installs, replaces or removes the evaluator of a layer.
    ///
    /// An evaluator on a route goes when the route leaves the stack. Installing one on a route
    /// that is not on the stack changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// let result = stack.push(.chat(id: 42))
    /// if let id = result.routeID {
    ///     stack.setEvaluator(chatEvaluator, for: .route(id))
    /// }
    /// stack.setEvaluator(nil, for: .root)
    /// ```
    /// - Parameters:
    ///   - evaluator: The evaluator, or `nil` to remove the layer's evaluator.
    ///   - pusher: The layer: the root or a route on the stack.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    public func setEvaluator(
        _ evaluator: PushEvaluator<Screen>?, for pusher: Pusher, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        if case .route(let id) = pusher, position(of: id) == nil {
            warn(
                .unknownRoute, "setEvaluator(_:for:) ignored: no route \(id) on the stack.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        evaluation.owners[pusher] = nil
        storeEvaluator(evaluator, for: pusher)
    }

    /// Installs an evaluator for an owner, such as a `WithPusher` on screen; a route that has
    /// already left the stack (a screen drawn while it animates out) is skipped quietly.
    package func installEvaluator(
        _ evaluator: PushEvaluator<Screen>, for pusher: Pusher, owner: ObjectIdentifier
    ) {
        if case .route(let id) = pusher, position(of: id) == nil { return }
        evaluation.owners[pusher] = owner
        storeEvaluator(evaluator, for: pusher)
    }

    /// Removes the evaluator an owner installed, unless another owner or `setEvaluator(_:for:)`
    /// has replaced it since.
    package func removeEvaluator(for pusher: Pusher, owner: ObjectIdentifier) {
        guard evaluation.owners[pusher] == owner else { return }
        evaluation.owners[pusher] = nil
        storeEvaluator(nil, for: pusher)
    }

    private func storeEvaluator(_ evaluator: PushEvaluator<Screen>?, for pusher: Pusher) {
        switch pusher {
        case .root: evaluation.root = evaluator
        case .route(let id):
            evaluation.byRoute[id] = evaluator
            if evaluator != nil { routeIndex.hasRouteState = true }
        }
    }

    /// Whether a layer has an evaluator.
    ///
    /// ```swift
    /// stack.hasEvaluator(for: .root)
    /// ```
    /// - Parameter pusher: The layer.
    /// - Returns: `true` if an evaluator is installed there.
    public func hasEvaluator(for pusher: Pusher) -> Bool {
        evaluator(for: pusher) != nil
    }

    @inlinable
    func evaluator(for pusher: Pusher) -> PushEvaluator<Screen>? {
        switch pusher {
        case .root: evaluation.root
        case .route(let id): evaluation.byRoute.isEmpty ? nil : evaluation.byRoute[id]
        }
    }
}
