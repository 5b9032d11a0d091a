/// What a planned step waits for before the next step may start: the end of the transition it
/// started, told by the screens it hides (each reports when it disappears, which SwiftUI does
/// when the push, pop or dismissal that hides it has ended) and, for a step that presents, the
/// platform's presentation time after the step was drawn (no callback reports the end of a
/// presentation transition).
struct StepSettlement: Equatable {
    /// The screens on top of their layers before the step that are gone or covered after it.
    var awaitedDisappearances: Set<PusherID>
    /// Whether the step presents a sheet or cover, and that presentation has not yet had its
    /// time since the step was drawn.
    var awaitsPresentation: Bool
    /// Whether the UI has drawn the step.
    var isDrawn = false

    /// Whether the step's transitions have ended.
    var isSettled: Bool { isDrawn && awaitedDisappearances.isEmpty && !awaitsPresentation }

    /// The settlement of a step from the screens on top of each layer before and after it.
    ///
    /// - Parameters:
    ///   - before: The top screen of every layer before the step.
    ///   - after: The top screen of every layer after it.
    ///   - presents: Whether the step presents a sheet or cover.
    init(before: [PusherID], after: [PusherID], presents: Bool) {
        awaitedDisappearances = Set(before).subtracting(after)
        awaitsPresentation = presents
    }
}
