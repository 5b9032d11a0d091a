/// Dismissals the program asked SwiftUI for and the stack waits to see end, so that no
/// presentation is asked for while they are in transition.
///
/// The presentations one change dismisses leave in one transition, so the first of their
/// screens that disappears ends that dismissal (a screen under a full-screen cover may have
/// disappeared already). A fallback on the stack's clock bounds the wait when no report comes.
struct DismissalWatch: Sendable {
    /// For each dismissal still in transition, the screens on top of the layers it dismissed.
    var dismissals: [Set<ScreenSlot>]
    /// The fallback.
    var timer: Task<Void, Never>
}
