import Clocks
import Foundation
import IssueReporting
import StapelTesting
import Testing

@_spi(StapelUI) @testable import StapelCore

@MainActor
@Suite("Leave guards: a screen decides whether it may be left")
struct LeaveGuardTests {
    /// The models of the test's stacks, kept for the test: their guards capture them weakly.
    final class Kept {
        var models: [NoteModel] = []
        /// The clock of the stacks `editing(_:)` makes.
        let clock = TestClock()
    }
    let kept = Kept()

    /// A stack of notes → note 1 → editor 1 with a draft, and its model.
    func editing(
        _ decision: LeaveDecision<NoteScreen>? = nil,
        capabilities: PlatformCapabilities = .navigationStack
    ) -> (Stack<NoteScreen>, NoteModel, RouteID) {
        let stack = Stack<NoteScreen>(capabilities: capabilities, clock: kept.clock)
        let model = NoteModel(stack: stack)
        if let decision { model.decisionWithDraft = decision }
        kept.models.append(model)
        stack.push(.notes)
        stack.push(.note(1))
        let editor = model.openEditor(1)!
        return (stack, model, editor)
    }

    /// Answers the question on top with the button of this label.
    func answer(_ stack: Stack<NoteScreen>, _ label: String?) {
        let question = stack.routes.last!
        let index = label.flatMap { label in
            stack.alertContent(of: question.id)?.buttons.firstIndex { $0.label == label }
        }
        #expect(stack.answerAlert(question.id, buttonAt: index))
    }

    @Test func aRefusingGuardKeepsItsScreenOnTopAndSaysSo() {
        let (stack, model, editor) = editing(.refuse)
        let log = EventLog(stack)
        #expect(stack.pop().isEmpty)
        #expect(stack.screens == [.notes, .note(1), .editor(1)])
        #expect(model.asked == [1])
        guard case .leaveRefused(let route) = log.events.last else {
            Issue.record("no refusal event: \(log.events)")
            return
        }
        #expect(route.id == editor)
        #expect(log.events.count == 1)
    }

    @Test func everyWayTheProgramGoesBackAsksTheGuard() {
        let operations: [(String, (Stack<NoteScreen>) -> Void)] = [
            ("pop", { $0.pop() }), ("pop(2)", { $0.pop(2) }), ("popToRoot", { $0.popToRoot() }),
            ("pop(to:)", { $0.pop(to: .screen(.notes)) }), ("goBack", { $0.goBack() }),
            ("goBack(to:)", { $0.goBack(to: .root) }), ("goBackToRoot", { $0.goBackToRoot() }),
            ("setRoutes", { _ = $0.setRoutes([.push(.notes)]) }),
            ("returnToRoot", { $0.returnToRoot() }), ("goBackInNode", { $0.goBackInNode() }),
        ]
        for (name, operation) in operations {
            let (stack, model, _) = editing(.refuse)
            operation(stack)
            #expect(stack.screens == [.notes, .note(1), .editor(1)], "\(name)")
            #expect(model.asked == [1], "\(name)")
        }
    }

    @Test func aGuardThatAllowsLetsTheChangeGoOnAndIsAskedOnce() {
        let (stack, model, editor) = editing()
        model.drafts = []
        #expect(stack.popToRoot().map(\.screen) == [.notes, .note(1), .editor(1)])
        #expect(stack.routes.isEmpty)
        #expect(model.asked == [1])
        #expect(!stack.hasLeaveGuard(for: editor))
    }

    @Test func aChangeStopsAtTheTopmostGuardThatDoesNotAllowWithTheRoutesAboveItGone() {
        let stack = Stack<NoteScreen>()
        let model = NoteModel(stack: stack)
        model.decisionWithDraft = .refuse
        stack.push(.notes)
        model.openEditor(1)
        model.openEditor(2, draft: true)
        model.drafts.remove(2)
        stack.push(.history)
        let removed = stack.popToRoot()
        #expect(removed.map(\.screen) == [.editor(2), .history])
        #expect(stack.screens == [.notes, .editor(1)])
        // From the top down: editor 2 allowed, editor 1 refused.
        #expect(model.asked == [2, 1])
    }

    @Test func aGuardThatAsksPresentsItsQuestionAndDiscardCompletesTheChange() async {
        let (stack, model, editor) = editing()
        stack.push(.history)
        let log = EventLog(stack)
        // Popping the history and presenting the question over the editor take two updates.
        #expect(stack.popToRoot().map(\.screen) == [.history])
        await settle(kept.clock)
        #expect(stack.screens == [.notes, .note(1), .editor(1), .discardDraft])
        #expect(stack.routes.last?.style == .confirmationDialog)
        #expect(stack.routeAskingToLeave == editor)
        answer(stack, "Discard")
        #expect(stack.routes.isEmpty)
        #expect(model.performed == [.discard])
        #expect(model.asked == [1])
        #expect(stack.routeAskingToLeave == nil)
        let kinds = log.events.map(Self.kind)
        #expect(
            kinds == [
                "popped [history]", "step", "presented discardDraft", "step",
                "dismissedByUser [discardDraft]",
                "alertAnswered Discard", "popped [notes, note(1), editor(1)]",
            ])
    }

    @Test func keepEditingRefusesTheLeave() {
        let (stack, model, editor) = editing()
        let log = EventLog(stack)
        stack.pop()
        answer(stack, "Keep Editing")
        #expect(stack.screens == [.notes, .note(1), .editor(1)])
        #expect(model.performed == [.keepEditing])
        #expect(log.events.map(Self.kind).last == "leaveRefused editor(1)")
        #expect(stack.hasLeaveGuard(for: editor))
        // The guard asks again next time.
        stack.pop()
        #expect(stack.screens.last == .discardDraft)
        #expect(model.asked == [1, 1])
    }

    @Test func aQuestionDismissedWithoutAButtonOrByTheProgramRefusesTheLeave() {
        for dismissal: (Stack<NoteScreen>) -> Void in [
            { stack in _ = stack.answerAlert(stack.routes.last!.id, buttonAt: nil) },
            { stack in stack.dismiss() },
            { stack in _ = stack.reportDismissal(of: stack.routes.last!.id) },
        ] {
            let (stack, _, _) = editing()
            stack.goBackToRoot()
            let log = EventLog(stack)
            dismissal(stack)
            #expect(stack.screens == [.notes, .note(1), .editor(1)])
            #expect(log.events.map(Self.kind).last == "leaveRefused editor(1)")
            #expect(stack.routeAskingToLeave == nil)
        }
    }

    @Test func allowLeavingWhileTheQuestionShowsTakesItAwayWithTheChange() {
        let (stack, _, _) = editing()
        stack.pop(2)
        #expect(stack.screens == [.notes, .note(1), .editor(1), .discardDraft])
        stack.allowLeaving()
        #expect(stack.screens == [.notes])
    }

    @Test func allowLeavingWithNothingAskedWarnsAndChangesNothing() {
        let (stack, _, _) = editing()
        expectWarning(.noLeaveToAllow, saying: "no leave guard is waiting") {
            stack.allowLeaving()
        }
        #expect(stack.screens == [.notes, .note(1), .editor(1)])
    }

    @Test func theUsersBackIsAskedAndTheScreenDrawnAgain() {
        let (stack, model, editor) = editing(.refuse)
        let layer = stack.baseLayer
        #expect(layer.path.count == 3)
        let counter = InvalidationCounter()
        counter.track("path") { _ = layer.path }
        let log = EventLog(stack)
        #expect(stack.reportPath(Array(layer.path.prefix(1)), ofLayerStartedBy: nil))
        #expect(stack.screens == [.notes, .note(1), .editor(1)])
        #expect(counter.count("path") == 1)
        #expect(model.asked == [1])
        #expect(log.events.map(Self.kind) == ["leaveRefused editor(1)"])
        _ = editor
    }

    @Test func theUsersLongPressPastAGuardStopsAtItAndGoesOnWhenAllowed() {
        let (stack, _, _) = editing()
        stack.push(.history)
        let log = EventLog(stack)
        // The long-press menu takes the user back to the notes list, past the editor.
        #expect(stack.reportPath(Array(stack.baseLayer.path.prefix(1)), ofLayerStartedBy: nil))
        #expect(stack.screens == [.notes, .note(1), .editor(1), .discardDraft])
        answer(stack, "Discard")
        #expect(stack.screens == [.notes])
        #expect(log.events.map(Self.kind).first == "poppedByUser [history]")
    }

    @Test func aGuardedSheetDraggedDownIsPresentedAgain() {
        let stack = Stack<NoteScreen>()
        let sheet = stack.present(.editor(3), style: .sheet(withNavigation: true)).routeID!
        stack.setLeaveGuard({ .refuse }, for: sheet)
        let before = stack.presentationAttempt(of: sheet)
        #expect(stack.reportDismissal(of: sheet))
        #expect(stack.screens == [.editor(3)])
        #expect(stack.presentationAttempt(of: sheet) == before + 1)
    }

    @Test func aPlannedChangeStopsAtTheGuardAndGoesOnWhenAllowed() async {
        let clock = TestClock()
        let stack = Stack<NoteScreen>(
            capabilities: .oneChangePerUpdate, clock: clock, settleTimeout: .seconds(1))
        let model = NoteModel(stack: stack)
        stack.setRoutes([.push(.notes), .sheet(.note(1), withNavigation: true)])
        await settle(clock)
        model.openEditor(1)
        stack.present(.history, style: .sheet(withNavigation: false))
        await settle(clock)
        #expect(stack.screens == [.notes, .note(1), .editor(1), .history])
        // Four steps: dismiss history, pop the editor, dismiss the note, push note 2.
        let change = stack.setRoutes([.push(.notes), .push(.note(2))])
        #expect(change.stepCount >= 3)
        await settle(clock)
        #expect(stack.screens == [.notes, .note(1), .editor(1), .discardDraft])
        #expect(change.outcomeIfEnded == nil)
        answer(stack, "Discard")
        await settle(clock)
        #expect(stack.screens == [.notes, .note(2)])
        #expect(change.outcomeIfEnded == .completed)
    }

    @Test func aPlannedChangeThatIsRefusedEndsSo() async {
        let clock = TestClock()
        let stack = Stack<NoteScreen>(
            capabilities: .oneChangePerUpdate, clock: clock, settleTimeout: .seconds(1))
        let model = NoteModel(stack: stack)
        stack.push(.notes)
        let editor = model.openEditor(1)!
        let change = stack.setRoutes([.push(.note(2))])
        await settle(clock)
        answer(stack, "Keep Editing")
        #expect(stack.screens == [.notes, .editor(1)])
        #expect(change.outcomeIfEnded == .leaveRefused(editor))
    }

    @Test func aDeepLinkAndARestoreStopAtTheGuard() throws {
        let (stack, model, editor) = editing(.refuse)
        let snapshot = StackSnapshot<NoteScreen>(routes: [.push(.notes)])
        let restored = try stack.restore(from: snapshot)
        #expect(restored.change.outcomeIfEnded == .leaveRefused(editor))
        #expect(stack.screens == [.notes, .note(1), .editor(1)])
        #expect(model.asked == [1])
    }

    @Test func aGuardInTheMiddleOfAFourStepLinkStopsTheLinkThere() async throws {
        let clock = TestClock()
        let stack = Stack<NoteScreen>(
            capabilities: .oneChangePerUpdate, clock: clock, settleTimeout: .seconds(1))
        let model = NoteModel(stack: stack)
        model.decisionWithDraft = .refuse
        stack.push(.notes)
        let editor = try #require(model.openEditor(1))
        stack.present(.note(2), style: .sheet(withNavigation: true))
        await settle(clock)
        stack.push(.history)
        await settle(clock)
        let table = try DeepLinkTable<NoteScreen>([
            DeepLinkPattern("notes/:id(Int)") { values in
                [.push(.notes), .push(.note(try values.value("id")))]
            } values: { _ in
                nil
            }
        ])
        let log = EventLog(stack)
        let opened = try stack.open(try #require(URL(string: "app://notes/7")), using: table)
        let change = try #require(opened.change)
        await settle(clock)
        #expect(stack.screens == [.notes, .editor(1)])
        #expect(change.outcomeIfEnded == .leaveRefused(editor))
        #expect(log.events.map(Self.kind).last == "leaveRefused editor(1)")
        #expect(model.asked == [1])
    }

    @Test func aQuestionThatCannotStandIsReportedAndRefuses() {
        let stack = Stack<NoteScreen>()
        let sheet = stack.present(.editor(1), style: .sheet(withNavigation: false)).routeID!
        stack.setLeaveGuard({ .ask(.push(.discardDraft)) }, for: sheet)
        let log = EventLog(stack)
        expectWarning(.noNavigation, saying: "can't stand on it") { stack.dismiss() }
        #expect(stack.screens == [.editor(1)])
        #expect(log.events.map(Self.kind) == ["leaveRefused editor(1)"])
    }

    @Test func aQuestionThatCannotStandIsReportedOnceWhereverTheChangeStops() async {
        // The guarded sheet has no navigation, so a pushed question can't stand on it; a
        // presentation above it goes first, at once or in a plan.
        for planned in [false, true] {
            let stack = Stack<NoteScreen>(clock: kept.clock)
            let sheet = stack.present(.editor(1), style: .sheet(withNavigation: false)).routeID!
            stack.present(.history, style: .sheet(withNavigation: false))
            stack.setLeaveGuard({ .ask(.push(.discardDraft)) }, for: sheet)
            let warnings = WarningRecorder()
            withIssueReporters([warnings]) {
                if planned { _ = stack.setRoutes([]) } else { stack.goBack(2) }
            }
            await settle(kept.clock)
            #expect(warnings.kinds == [.noNavigation], "planned: \(planned)")
            #expect(stack.screens == [.editor(1)], "planned: \(planned)")
        }
    }

    @Test func aSecondQuestionEndsTheFirstAsRefused() async {
        let (stack, _, editor) = editing()
        stack.pop()
        let log = EventLog(stack)
        // A guard asked while its question shows: the program removes the question, and the
        // first leave ends refused.
        stack.goBack(2)
        await settle(kept.clock)
        #expect(log.events.map(Self.kind).contains("leaveRefused editor(1)"))
        #expect(stack.routeAskingToLeave == editor)
        #expect(stack.screens.last == .discardDraft)
    }

    @Test func setLeaveGuardNeedsARouteOnTheStack() {
        let stack = Stack<NoteScreen>()
        let stray = Route(NoteScreen.notes).id
        expectWarning(.unknownRoute, saying: "setLeaveGuard(_:for:) ignored") {
            stack.setLeaveGuard({ .refuse }, for: stray)
        }
        #expect(!stack.hasLeaveGuard(for: stray))
    }

    @Test func aGuardIsRemovedWithNilAndGoesWithItsRoute() {
        let (stack, _, editor) = editing(.refuse)
        stack.setLeaveGuard(nil, for: editor)
        #expect(!stack.hasLeaveGuard(for: editor))
        #expect(stack.pop().map(\.screen) == [.editor(1)])
    }

    @Test func aRoutesEntrySaysWhetherItIsGuarded() throws {
        let stack = Stack<NoteScreen>()
        let id = try #require(stack.push(.editor(1)).routeID)
        let entry = try #require(stack.entry(for: id))
        #expect(!entry.isLeaveGuarded)
        let counter = InvalidationCounter()
        counter.track("entry") { _ = entry.isLeaveGuarded }
        stack.setLeaveGuard({ .refuse }, for: id)
        #expect(counter.count("entry") == 1)
        #expect(entry.isLeaveGuarded)
        // An entry made after the guard reads it too.
        let other = try #require(stack.push(.editor(2)).routeID)
        stack.setLeaveGuard({ .allow }, for: other)
        #expect(stack.entry(for: other)?.isLeaveGuarded == true)
        stack.setLeaveGuard(nil, for: id)
        #expect(!entry.isLeaveGuarded)
    }

    @Test func eachLayerSaysWhetherAScreenOnItIsGuarded() throws {
        let stack = Stack<NoteScreen>()
        stack.push(.notes)
        let sheet = try #require(
            stack.present(.editor(1), style: .sheet(withNavigation: true)).routeID)
        let inside = try #require(stack.push(.history).routeID)
        stack.present(.note(2), style: .sheet(withNavigation: true))
        let layers = { stack.observation.layers.map(\.hasLeaveGuard) }
        #expect(layers() == [false, false, false])
        stack.setLeaveGuard({ .allow }, for: inside)
        #expect(layers() == [false, true, false])
        stack.setLeaveGuard({ .allow }, for: sheet)
        #expect(layers() == [false, true, false])
        stack.setLeaveGuard(nil, for: sheet)
        // The pushed screen's guard goes with it; its layer stays, unguarded.
        stack.goBack(2)
        #expect(stack.routes.last?.id == sheet)
        #expect(layers() == [false, false])
        // A property over random guards: a layer is guarded exactly when a route on it is.
        for code in 0..<64 {
            for route in stack.routes { stack.setLeaveGuard(nil, for: route.id) }
            for (bit, route) in stack.routes.enumerated() where code >> bit & 1 == 1 {
                stack.setLeaveGuard({ .allow }, for: route.id)
            }
            // Layer k holds the routes from its root up to the next layer's root.
            let starts = stack.observation.layers.map { $0.rootIndex ?? 0 }
            let expected = starts.indices.map { layer in
                let end = layer + 1 < starts.count ? starts[layer + 1] : stack.routes.count
                return (starts[layer]..<end).contains {
                    stack.hasLeaveGuard(for: stack.routes[$0].id)
                }
            }
            #expect(layers() == expected, "guards \(code)")
        }
    }

    @Test func aViewsGuardIsRemovedOnlyByItsOwner() throws {
        let stack = Stack<NoteScreen>()
        let id = try #require(stack.push(.editor(1)).routeID)
        let owner = ObjectIdentifier(NoteModel.self)
        stack.installLeaveGuard({ .refuse }, for: id, owner: owner)
        stack.removeLeaveGuard(for: id, owner: ObjectIdentifier(NoteScreen.self))
        #expect(stack.hasLeaveGuard(for: id))
        stack.removeLeaveGuard(for: id, owner: owner)
        #expect(!stack.hasLeaveGuard(for: id))
        stack.installLeaveGuard({ .refuse }, for: Route(NoteScreen.notes).id, owner: owner)
        #expect(!stack.hasLeaveGuard(for: Route(NoteScreen.notes).id))
    }

    func settle(_ clock: TestClock<Duration>) async {
        for _ in 0..<8 {
            for _ in 0..<50 { await Task.yield() }
            await clock.advance(by: .seconds(1))
        }
        for _ in 0..<50 { await Task.yield() }
    }

    static func kind(_ event: StackEvent<NoteScreen>) -> String {
        func names(_ routes: [Route<NoteScreen>]) -> String {
            "[" + routes.map { "\($0.screen)" }.joined(separator: ", ") + "]"
        }
        return switch event {
        case .popped(let routes): "popped \(names(routes))"
        case .poppedByUser(let routes): "poppedByUser \(names(routes))"
        case .dismissed(let routes): "dismissed \(names(routes))"
        case .dismissedByUser(let routes): "dismissedByUser \(names(routes))"
        case .presented(let route): "presented \(route.screen)"
        case .pushed(let route): "pushed \(route.screen)"
        case .alertAnswered(_, let button): "alertAnswered \(button ?? "-")"
        case .leaveRefused(let route): "leaveRefused \(route.screen)"
        case .planStepApplied: "step"
        default: "other"
        }
    }
}
