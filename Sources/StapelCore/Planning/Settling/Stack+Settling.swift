// When the next step of a plan starts: once the step before has settled, its transitions
// ended. The SwiftUI layer reports that a step was drawn, and each screen that appears or
// disappears (Reconciliation/Stack+ScreenReports.swift); the step settles when every screen it
// hides has disappeared and, if it presents, the presentation has appeared and had its time. A
// fallback on the stack's clock bounds the wait when a report never comes.
extension Stack {
    /// A planned step was drawn: its transitions have started, and it settles once they have
    /// ended. A stale step is ignored.
    func planSawStepDrawn(_ step: StackChange.Step?) {
        guard let step, let plan = planning.running, plan.current == step,
            plan.settlement?.isDrawn == false
        else { return }
        plan.settlement?.isDrawn = true
        progress(plan)
    }

    /// A screen disappeared: if the current step waits for it, one of its transitions has ended.
    func planSawDisappearance(of screen: ScreenSlot) {
        guard let plan = planning.running,
            plan.settlement?.awaitedDisappearances.remove(screen) != nil
        else { return }
        progress(plan)
    }

    /// A presented screen appeared: the step that presents it may start its presentation time.
    func planSawAppearance(of id: RouteID) {
        guard let plan = planning.running, plan.settlement?.awaitedAppearances.remove(id) != nil
        else { return }
        progress(plan)
    }

    /// Starts the presentation time when it is due, and moves on when the step has settled.
    private func progress(_ plan: RunningPlan<Screen>) {
        guard let settlement = plan.settlement else { return }
        if settlement.shouldTimePresentation {
            if plan.animated {
                plan.settlement?.isTimingPresentation = true
                schedulePresentationTime(for: plan)
            } else {
                plan.settlement?.awaitsPresentationTime = false
            }
        }
        guard plan.settlement?.isSettled == true else { return }
        advance(after: plan.current)
    }

    /// Waits for the platform's presentation time after a presented screen appeared.
    private func schedulePresentationTime(for plan: RunningPlan<Screen>) {
        let step = plan.current
        plan.presentationTimer?.cancel()
        plan.presentationTimer = startTimer(after: capabilities.presentationTransition) { stack in
            guard let plan = stack.planning.running, plan.current == step else { return }
            plan.settlement?.awaitsPresentationTime = false
            stack.progress(plan)
        }
    }
}
