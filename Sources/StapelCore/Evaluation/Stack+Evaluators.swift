extension Stack {
    /// Installs, replaces or removes the evaluator of a screen slot.
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
    ///   - evaluator: The evaluator, or `nil` to remove the slot's evaluator.
    ///   - slot: The root or a route on the stack.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    public func setEvaluator(
        _ evaluator: PushEvaluator<Screen>?, for slot: ScreenSlot, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        if case .route(let id) = slot, position(of: id) == nil {
            warn(
                .unknownRoute, "setEvaluator(_:for:) ignored: no route \(id) on the stack.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        evaluation.owners[slot] = nil
        storeEvaluator(evaluator, for: slot)
    }

    /// Installs an evaluator for an owner, such as a `WithPusher` on screen; a route that has
    /// already left the stack (a screen drawn while it animates out) is skipped quietly.
    package func installEvaluator(
        _ evaluator: PushEvaluator<Screen>, for slot: ScreenSlot, owner: ObjectIdentifier
    ) {
        if case .route(let id) = slot, position(of: id) == nil { return }
        evaluation.owners[slot] = owner
        storeEvaluator(evaluator, for: slot)
    }

    /// Removes the evaluator an owner installed, unless another owner or `setEvaluator(_:for:)`
    /// has replaced it since.
    package func removeEvaluator(for slot: ScreenSlot, owner: ObjectIdentifier) {
        guard evaluation.owners[slot] == owner else { return }
        evaluation.owners[slot] = nil
        storeEvaluator(nil, for: slot)
    }

    private func storeEvaluator(_ evaluator: PushEvaluator<Screen>?, for slot: ScreenSlot) {
        switch slot {
        case .root: evaluation.root = evaluator
        case .route(let id):
            evaluation.byRoute[id] = evaluator
            if evaluator != nil { routeIndex.hasRouteState = true }
        }
    }

    /// Whether a screen slot has an evaluator.
    ///
    /// ```swift
    /// stack.hasEvaluator(for: .root)
    /// ```
    /// - Parameter slot: The root or a route on the stack.
    /// - Returns: `true` if an evaluator is installed there.
    public func hasEvaluator(for slot: ScreenSlot) -> Bool {
        evaluator(for: slot) != nil
    }

    @inlinable
    func evaluator(for slot: ScreenSlot) -> PushEvaluator<Screen>? {
        switch slot {
        case .root: evaluation.root
        case .route(let id): evaluation.byRoute.isEmpty ? nil : evaluation.byRoute[id]
        }
    }
}
