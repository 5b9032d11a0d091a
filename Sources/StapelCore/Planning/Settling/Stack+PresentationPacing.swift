// Presentations paced by the stack. UIKit drops a presentation asked for while another
// presentation or dismissal is in transition. So once a SwiftUI layer draws the stack, a
// presentation the program adds is drawn (`StackLayer.drawnPresentedID`) only when no
// presentation is coming in and no dismissal is going out; otherwise it waits, and is drawn as
// soon as the one before has settled. Two `present` calls in one turn, or `dismiss()` then
// `present(_:)`, thus reach the screen one after the other, as the steps of a multi-step change
// do. The routes change at once; only what SwiftUI is asked to show waits.
extension Stack {
    /// A presentation was added over a layer: once a UI draws the stack it waits its turn;
    /// before, it is drawn at once.
    func pace(_ id: RouteID, presentedOver presenter: StackLayer) {
        guard watches.isDrawn else {
            presenter.drawPresentation(id, kind: kind(of: id))
            return
        }
        pacePresentations(animated: animation.animatesChanges)
    }

    /// Draws the first presentation the stack holds back, if nothing is in transition.
    ///
    /// - Parameter animated: Whether the presentation, if drawn now, animates: the change being
    ///   made says so; a presentation drawn later, when the one before settles, animates.
    /// - Complexity: O(n) in the number of layers.
    func pacePresentations(animated: Bool) {
        guard watches.isDrawn else { return }
        for layer in observation.layers {
            guard let wanted = layer.presentedID else { return }
            guard layer.drawnPresentedID != wanted else { continue }
            guard watches.byRoute.isEmpty, watches.dismissal == nil else { return }
            if isAlert(wanted), holdsAlertBack() { return }
            layer.drawPresentation(wanted, kind: kind(of: wanted))
            holdAlerts()
            checkAlertContent(of: wanted)
            watchPresentation(of: wanted, animated: animated)
            return
        }
    }

    /// Whether the route with this identifier is an alert or a confirmation dialog.
    private func isAlert(_ id: RouteID) -> Bool {
        position(of: id).map { storedRoutes[$0].style.isAlert } ?? false
    }

    /// How the route with this identifier is presented, if it is on the stack.
    private func kind(of id: RouteID) -> PresentationKind? {
        position(of: id).flatMap { storedRoutes[$0].presentationKind }
    }

    /// Whether a presentation on the stack is not drawn yet.
    var holdsPresentations: Bool {
        watches.isDrawn && observation.layers.contains(where: \.holdsPresentationBack)
    }

    /// Starts waiting for the dismissal of the presentations in `routes[index...]` that are on
    /// screen: those drawn that have appeared. A dismissal by the user needs no wait: SwiftUI
    /// reports it when it has ended.
    ///
    /// Call it before the layers leave.
    func watchDismissal(ofRoutesFrom index: Int) {
        guard watches.isDrawn, !watches.isApplyingUserChange else { return }
        var tops = Set<ScreenSlot>()
        var dismissesAlert = false
        var position = observation.layers.count - 1
        while position > 0, let rootID = observation.layers[position].rootID,
            let rootIndex = observation.layers[position].rootIndex, rootIndex >= index
        {
            let layer = observation.layers[position]
            if observation.layers[position - 1].drawnPresentedID == rootID,
                watches.byRoute[rootID]?.hasAppeared ?? true
            {
                // An alert has no screen to report its disappearance: its dismissal takes the
                // platform's presentation time.
                if storedRoutes[rootIndex].style.isAlert {
                    dismissesAlert = true
                } else {
                    tops.insert(layer.topScreen)
                }
            }
            position -= 1
        }
        guard !tops.isEmpty || dismissesAlert else { return }
        watches.dismissal?.timer.cancel()
        let wait = tops.isEmpty ? capabilities.presentationTransition : settleTimeout
        let timer = startTimer(after: wait) { $0.dismissalsEnded() }
        watches.dismissal = DismissalWatch(
            dismissals: (watches.dismissal?.dismissals ?? []) + [tops], timer: timer)
    }

    /// A screen disappeared: the dismissal it belongs to, if any, has ended.
    func noteDisappearance(of screen: ScreenSlot) {
        guard var watch = watches.dismissal,
            watch.dismissals.contains(where: { $0.contains(screen) })
        else { return }
        watch.dismissals.removeAll { $0.contains(screen) }
        guard watch.dismissals.isEmpty else {
            watches.dismissal = watch
            return
        }
        dismissalsEnded()
    }

    /// Holds alerts back for the platform's presentation time after a presentation was drawn or
    /// dismissed. SwiftUI may report a presentation's appearance, a dismissal or a dismissed
    /// screen's disappearance before its transition has ended, an unanimated one included, and
    /// UIKit drops what is presented until then. A sheet that is dropped is asked for again, as
    /// it never reports its appearance; an alert reports nothing, so it waits instead.
    func holdAlerts() {
        guard watches.isDrawn else { return }
        watches.alertHold = AlertHold(on: planning.clock, for: capabilities.presentationTransition)
    }

    /// Whether an alert must still wait for the hold to end; if so, it is drawn when it ends.
    private func holdsAlertBack() -> Bool {
        guard let hold = watches.alertHold else { return false }
        let remaining = hold.remaining()
        guard remaining > .zero else {
            watches.alertHold = nil
            return false
        }
        if watches.alertWait == nil {
            watches.alertWait = startTimer(after: remaining) { stack in
                stack.watches.alertWait = nil
                stack.pacePresentations(animated: true)
            }
        }
        return true
    }

    /// Holds the next presentation back while an alert the user answered goes away: the answer
    /// comes when the dismissal starts, and an alert reports no disappearance.
    func watchAnsweredAlertDismissal() {
        guard watches.isDrawn else { return }
        watches.dismissal?.timer.cancel()
        let timer = startTimer(after: capabilities.presentationTransition) {
            $0.dismissalsEnded()
        }
        watches.dismissal = DismissalWatch(
            dismissals: watches.dismissal?.dismissals ?? [], timer: timer)
    }

    /// Every dismissal has ended, or the fallback has passed: the next presentation may be
    /// drawn.
    private func dismissalsEnded() {
        watches.dismissal?.timer.cancel()
        watches.dismissal = nil
        pacePresentations(animated: true)
    }

    /// The routes as SwiftUI is asked to draw them: up to the first presentation the stack
    /// holds back.
    ///
    /// ```swift
    /// stack.present(.compose)
    /// stack.present(.attachments)
    /// stack.drawnRoutes.count  // 1 until the compose sheet has settled, once a UI draws it
    /// ```
    /// - Complexity: O(n) in the number of layers, and in the routes for the copy.
    package var drawnRoutes: [Route<Screen>] {
        for (position, layer) in observation.layers.enumerated()
        where layer.holdsPresentationBack && position + 1 < observation.layers.count {
            guard let rootIndex = observation.layers[position + 1].rootIndex else { break }
            return Array(storedRoutes[..<rootIndex])
        }
        return storedRoutes
    }
}
