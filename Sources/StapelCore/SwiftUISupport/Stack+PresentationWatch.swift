import IssueReporting

// UIKit drops a presentation requested while another presentation or dismissal is still in
// transition, and SwiftUI does not try again: the stack would say "presented" while nothing is
// on screen. Once a SwiftUI layer draws the stack, the stack watches every presentation it
// adds; if its screen has not appeared when the presentation should long be over, the layer
// asks SwiftUI for it again, as a new item, a bounded number of times.
extension Stack {
    /// How many times a presentation is asked for again before the stack gives up and warns.
    static var presentationRetryLimit: Int { 5 }

    /// Tells the stack that a screen it draws has appeared.
    ///
    /// The SwiftUI layer calls this from the `onAppear` of every route's screen.
    @_spi(StapelUI)
    public func reportScreenAppeared(_ screen: Pusher) {
        noteDrawn()
        guard case .route(let id) = screen else { return }
        stopWatchingPresentation(of: id)
        planSawAppearance(of: id)
    }

    /// The first report of a SwiftUI layer: from now on presentations are watched, starting
    /// with those already on the stack.
    func noteDrawn() {
        guard !isDrawn else { return }
        isDrawn = true
        for layer in layers {
            if let id = layer.presentedID { watchPresentation(of: id) }
        }
    }

    func watchPresentation(of id: RouteID) {
        guard isDrawn else { return }
        let attempts = presentationWatches[id]?.attempts ?? 0
        presentationWatches[id]?.timer.cancel()
        let clock = clock
        let wait = capabilities.presentationTransition + settleTimeout
        let timer = Task { [weak self] in
            do {
                try await clock.sleep(for: wait)
            } catch {
                return
            }
            self?.presentationDidNotAppear(id)
        }
        presentationWatches[id] = PresentationWatch(attempts: attempts, timer: timer)
        hasRouteState = true
    }

    func stopWatchingPresentation(of id: RouteID) {
        presentationWatches.removeValue(forKey: id)?.timer.cancel()
    }

    private func presentationDidNotAppear(_ id: RouteID) {
        guard let watch = presentationWatches[id],
            let layer = layers.first(where: { $0.presentedID == id })
        else { return }
        guard watch.attempts < Self.presentationRetryLimit else {
            stopWatchingPresentation(of: id)
            warn(
                .presentationNotShown,
                "the presentation of route \(id) never appeared on screen, even after asking "
                    + "\(Self.presentationRetryLimit) more times. Is its presenter on screen?")
            return
        }
        presentationWatches[id]?.attempts += 1
        layer.presentationAttempt += 1
        watchPresentation(of: id)
    }
}

extension Stack {
    /// The attempt the stack asks SwiftUI for a presented route with, 0 until a drop was noticed.
    @_spi(StapelUI)
    public func presentationAttempt(of id: RouteID) -> Int {
        layers.first { $0.presentedID == id }?.presentationAttempt ?? 0
    }

    /// Whether the stack still waits to see a presentation appear.
    package var isWatchingPresentations: Bool { !presentationWatches.isEmpty }
}
