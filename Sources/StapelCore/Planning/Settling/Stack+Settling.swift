// When the next step of a plan starts: once the step before has settled, its transitions
// ended. The SwiftUI layer reports that a step was drawn, and each screen that appears or
// disappears (Reconciliation/Stack+ScreenReports.swift); the step settles when every screen it
// hides has disappeared and, if it presents, the presentation has appeared and had its time. A
// fallback on the stack's clock bounds the wait when a report never comes.
extension Stack {
    /// A planned step was drawn: its transitions have started, and it settles once they have
    /// ended. A stale step is ignored.
    func planSawStepDrawn(_ step: StackChange.Step?) {
        guard let step, let run = planning.running, run.current == step,
            run.settlement?.isDrawn == false
        else { return }
        run.settlement?.isDrawn = true
        progress(run)
    }

    /// A screen disappeared: if the current step waits for it, one of its transitions has ended.
    func planSawDisappearance(of screen: ScreenSlot) {
        guard let run = planning.running,
            run.settlement?.awaitedDisappearances.remove(screen) != nil
        else { return }
        progress(run)
    }

    /// A presented screen appeared: the step that presents it may start its presentation time.
    func planSawAppearance(of id: RouteID) {
        guard let run = planning.running, run.settlement?.awaitedAppearances.remove(id) != nil
        else { return }
        progress(run)
    }

    /// Starts the presentation time when it is due, and moves on when the step has settled.
    private func progress(_ run: PlanRun<Screen>) {
        guard let settlement = run.settlement else { return }
        if settlement.shouldTimePresentation {
            if run.animated {
                run.settlement?.isTimingPresentation = true
                schedulePresentationTime(for: run)
            } else {
                run.settlement?.awaitsPresentationTime = false
            }
        }
        guard run.settlement?.isSettled == true else { return }
        advance(after: run.current)
    }

    /// Waits for the platform's presentation time after a presented screen appeared.
    private func schedulePresentationTime(for run: PlanRun<Screen>) {
        let step = run.current
        let clock = clock
        let duration = capabilities.presentationTransition
        run.presentationTimer?.cancel()
        run.presentationTimer = Task { [weak self] in
            do {
                try await clock.sleep(for: duration)
            } catch {
                return
            }
            guard let self, let run = self.planning.running, run.current == step else { return }
            run.settlement?.awaitsPresentationTime = false
            self.progress(run)
        }
    }
}
