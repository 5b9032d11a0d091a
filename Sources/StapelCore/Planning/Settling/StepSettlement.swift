/// What a planned step waits for before the next step may start: the end of the transitions it
/// started.
///
/// - Screens it hides report their disappearance, which SwiftUI sends when the push, pop or
///   dismissal that hides them has ended.
/// - Screens it presents report their appearance, which SwiftUI sends when the presentation
///   starts; a presentation UIKit dropped never appears, so the step waits until the stack has
///   asked for it again and it has appeared. No callback reports the end of a presentation
///   transition, so the step then waits the platform's presentation time.
struct StepSettlement: Equatable {
    /// The screens on top of their layers before the step that are gone or covered after it.
    var awaitedDisappearances: Set<ScreenSlot>
    /// The presentations the step adds that have not appeared yet.
    var awaitedAppearances: Set<RouteID>
    /// Whether the step presents and its presentation time has not passed yet.
    var awaitsPresentationTime: Bool
    /// Whether the presentation time is being waited for.
    var isTimingPresentation = false
    /// Whether the UI has drawn the step.
    var isDrawn = false

    /// Whether the step's transitions have ended.
    var isSettled: Bool {
        isDrawn && awaitedDisappearances.isEmpty && awaitedAppearances.isEmpty
            && !awaitsPresentationTime
    }

    /// Whether the presentation time should start now: the step is drawn and everything it
    /// presents has appeared.
    var shouldTimePresentation: Bool {
        isDrawn && awaitedAppearances.isEmpty && awaitsPresentationTime && !isTimingPresentation
    }

    /// The settlement of a step from the screens on top of each layer before and after it.
    ///
    /// - Parameters:
    ///   - before: The top screen of every layer before the step.
    ///   - after: The top screen of every layer after it.
    ///   - presented: The presentations the step adds.
    init(before: [ScreenSlot], after: [ScreenSlot], presented: Set<RouteID>) {
        awaitedDisappearances = Set(before).subtracting(after)
        awaitedAppearances = presented
        awaitsPresentationTime = !presented.isEmpty
    }
}
