/// What a stack waits for before it lets the next presentation through, once a UI draws it:
/// the presentations on their way in, and the dismissals on their way out.
struct PresentationWatches {
    /// Whether a SwiftUI layer has reported anything: only then are presentations paced and
    /// watched.
    var isDrawn = false
    /// The presentations whose screen has not appeared yet, or whose transition has not ended,
    /// by route identifier.
    var byRoute: [RouteID: PresentationWatch] = [:]
    /// The program's dismissals still in transition; see `Stack.watchDismissal(ofRoutesFrom:)`.
    var dismissal: DismissalWatch?
    /// Whether a change the user made in the UI is being applied: it needs no watch.
    var isApplyingUserChange = false
    /// Holds alerts back after a presentation was drawn or dismissed; see `Stack.holdAlerts()`.
    var alertHold: AlertHold?
    /// Draws the alert that waits for `alertHold` to end, when it ends.
    var alertWait: Task<Void, Never>?
}
