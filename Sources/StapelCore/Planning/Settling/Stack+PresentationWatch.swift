import IssueReporting

// UIKit drops a presentation requested while another presentation or dismissal is still in
// transition, and SwiftUI does not try again: the stack would say "presented" while nothing is
// on screen. Once a SwiftUI layer draws the stack, the stack paces presentations (see
// `Stack+PresentationPacing.swift`) and watches every presentation it lets through until it
// has settled: its screen has appeared and, if it animates, the platform's presentation time
// has passed. If its screen has not appeared when the presentation should long be over, the
// layer asks SwiftUI for it again, as a new item, a bounded number of times.
extension Stack {
    /// How many times a presentation is asked for again before the stack gives up and warns.
    static var presentationRetryLimit: Int { 5 }

    /// The first report of a SwiftUI layer: from now on presentations are paced and watched,
    /// starting with those already on the stack.
    func noteDrawn() {
        guard !watches.isDrawn else { return }
        watches.isDrawn = true
        for layer in observation.layers {
            if let id = layer.presentedID { watchPresentation(of: id, animated: true) }
        }
    }

    /// Waits for a presentation the stack has let through to appear.
    func watchPresentation(of id: RouteID, animated: Bool) {
        guard watches.isDrawn else { return }
        let attempts = watches.byRoute[id]?.attempts ?? 0
        watches.byRoute[id]?.timer.cancel()
        // An alert has no screen to report its appearance, and the stack asks for it only when
        // nothing is in transition, so UIKit shows it: it is on screen once drawn, and settled
        // after the platform's presentation time.
        if let index = position(of: id), storedRoutes[index].style.isAlert {
            holdAlerts()
            guard animated else {
                watches.byRoute[id] = nil
                return
            }
            let timer = startTimer(after: capabilities.presentationTransition) {
                $0.presentationSettled(id)
            }
            watches.byRoute[id] = PresentationWatch(
                attempts: attempts, hasAppeared: true, animated: true, timer: timer)
            routeIndex.hasRouteState = true
            return
        }
        let wait = capabilities.presentationTransition + settleTimeout
        let timer = startTimer(after: wait) { $0.presentationDidNotAppear(id) }
        watches.byRoute[id] = PresentationWatch(
            attempts: attempts, animated: animated, timer: timer)
        routeIndex.hasRouteState = true
    }

    /// Stops watching a presentation that left the stack.
    func stopWatchingPresentation(of id: RouteID) {
        guard let watch = watches.byRoute.removeValue(forKey: id) else { return }
        watch.timer.cancel()
        pacePresentations(animated: animation.animatesChanges)
    }

    /// A watched presentation appeared: it settles now if it does not animate, after the
    /// platform's presentation time otherwise.
    func presentationAppeared(_ id: RouteID) {
        guard let watch = watches.byRoute[id], !watch.hasAppeared else { return }
        watch.timer.cancel()
        // Even a presentation that does not animate takes UIKit a moment to end.
        holdAlerts()
        guard watch.animated else {
            presentationSettled(id)
            return
        }
        watches.byRoute[id]?.hasAppeared = true
        watches.byRoute[id]?.timer = startTimer(after: capabilities.presentationTransition) {
            $0.presentationSettled(id)
        }
    }

    /// A presentation's transition has ended: the next presentation may be drawn.
    private func presentationSettled(_ id: RouteID) {
        guard watches.byRoute.removeValue(forKey: id) != nil else { return }
        pacePresentations(animated: true)
    }

    private func presentationDidNotAppear(_ id: RouteID) {
        guard let watch = watches.byRoute[id],
            let layer = observation.layers.first(where: { $0.presentedID == id })
        else { return }
        // The presentation is asked for again, or given up while SwiftUI may still show it
        // late: an alert waits for either to pass.
        holdAlerts()
        guard watch.attempts < Self.presentationRetryLimit else {
            stopWatchingPresentation(of: id)
            warn(
                .presentationNotShown,
                "the presentation of route \(id) never appeared on screen, even after asking "
                    + "\(Self.presentationRetryLimit) more times. Is its presenter on screen?")
            return
        }
        watches.byRoute[id]?.attempts += 1
        layer.presentationAttempt += 1
        watchPresentation(of: id, animated: watch.animated)
    }
}

extension Stack {
    /// The attempt the stack asks SwiftUI for a presented route with, 0 until a drop was noticed.
    @_spi(StapelUI)
    public func presentationAttempt(of id: RouteID) -> Int {
        observation.layers.first { $0.presentedID == id }?.presentationAttempt ?? 0
    }

    /// Whether the stack still waits for a presentation or dismissal to settle, or holds a
    /// presentation back.
    package var isWatchingPresentations: Bool {
        !watches.byRoute.isEmpty || watches.dismissal != nil || holdsPresentations
    }
}
