@_spi(StapelUI) import StapelCore

extension NavigationSimulator {
    /// The user pops screens of the navigation on top, with the back button (one), a swipe
    /// (one) or the long-press back menu (several): the screen changes at once, and the stack
    /// hears of it when the transition ends.
    ///
    /// On a screen that guards leaving, as under `NavigationStack`, the system back button is
    /// Stapel's own: the user taps it, whatever the count, and the stack asks the guard at once.
    /// A long-press menu from a screen above a guarded one stops at the guarded one.
    ///
    /// ```swift
    /// simulator.userPops()
    /// await simulator.settle()
    /// ```
    /// - Parameter count: How many screens to pop; at most what the navigation on top has.
    public func userPops(_ count: Int = 1) {
        let layerStart = (shown.lastIndex { $0.style.isPresentation }).map { $0 + 1 } ?? 0
        let available = shown.count - layerStart
        guard count > 0, available > 0 else { return }
        if drawsSystemBackButton, let top = shown.last, stack.hasLeaveGuard(for: top.id) {
            stack.goBack(leaving: top.id)
            return
        }
        shown.removeLast(min(count, available))
        let path = shown[layerStart...].map(\.id)
        let layer = layerStart > 0 ? shown[layerStart - 1].id : nil
        userChangedSinceUpdate = true
        report("the user popped to \(path)", after: pushDuration) { [weak self, stack] in
            if stack.reportPath(path, ofLayerStartedBy: layer) {
                self?.userChangedSinceUpdate = true
            }
        }
    }

    /// The user swipes the sheet on top down: it goes at once, and the stack hears of it when
    /// the dismissal ends. A sheet showing a screen that guards leaving can't be swiped down:
    /// nothing happens.
    ///
    /// ```swift
    /// simulator.userDismissesSheet()
    /// ```
    public func userDismissesSheet() {
        guard let index = shown.lastIndex(where: { $0.style.isPresentation }) else { return }
        let sheet = shown[index]
        guard !shown[index...].contains(where: { stack.hasLeaveGuard(for: $0.id) }) else { return }
        for route in shown[index...] { shownAttempts[route.id] = nil }
        shown.removeSubrange(index...)
        presentationBusyUntil = now + presentationDuration
        userChangedSinceUpdate = true
        report("the user dismissed \(sheet.id)", after: presentationDuration) {
            [weak self, stack] in
            if stack.reportDismissal(of: sheet.id) { self?.userChangedSinceUpdate = true }
        }
    }

    /// The screen on top calls SwiftUI's `dismiss()`: a pushed screen pops, as the back button
    /// pops it; the root of a sheet or cover dismisses it, as a swipe down does (a dismiss lock
    /// does not stop `dismiss()`); inside a presentation's own navigation, a pushed screen pops
    /// that navigation only. At the root of the stack it does nothing.
    ///
    /// ```swift
    /// simulator.screenDismisses()
    /// await simulator.settle()
    /// ```
    public func screenDismisses() {
        guard let top = shown.last else { return }
        if top.style.isPresentation {
            userDismissesSheet()
        } else {
            userPops(1)
        }
    }
}
