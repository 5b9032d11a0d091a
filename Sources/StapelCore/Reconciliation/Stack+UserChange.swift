extension Stack {
    /// Applies a change the user made in the UI: `routes[index...]` leave the stack, as the
    /// user removed them.
    ///
    /// This is the one definition of "the user changed the stack"; every report of the user's
    /// doing that applies goes through it (``reportPath(_:ofLayerStartedBy:)``,
    /// ``reportDismissal(of:)``, and the reports built on them):
    /// - the user wins: the steps of a running plan not yet applied are cancelled;
    /// - the change animates, whatever ``withoutAnimation(_:)`` said about the change before it;
    /// - the routes leave with the user's events (``StackEvent/poppedByUser(_:)``,
    ///   ``StackEvent/dismissedByUser(_:)``), and no presentation waits for a dismissal the user
    ///   made: SwiftUI reports it once its transition has ended.
    ///
    /// - Parameter index: The first route the user removed.
    /// - Complexity: O(k), where k is the number of routes removed.
    func applyUserChange(removingFrom index: Int) {
        cancelPlan()
        if !animatesChanges { animatesChanges = true }
        watches.isApplyingUserChange = true
        defer { watches.isApplyingUserChange = false }
        if hasLeaveWork, stopsUserChangeAtLeaveGuard(removingFrom: index) { return }
        _ = removeRoutesAndEmit(from: index, byUser: true)
    }
}
