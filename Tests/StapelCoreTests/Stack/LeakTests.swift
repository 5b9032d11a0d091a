@_spi(StapelUI) import StapelCore
import Testing

/// An object whose release the leak test watches: a view model in a screen, or whatever an
/// evaluator or a handler captures.
private final class Witness: Hashable {
    static func == (lhs: Witness, rhs: Witness) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Screens that carry a view model, as FlowStacks-style coordinators do.
private enum LeakScreen: Hashable {
    case plain(Int)
    case model(Witness)
    case step(Int)
}

/// Weak references to everything the test created, to check that none of it outlives its use.
@MainActor
private final class Watchlist {
    private struct Entry {
        weak var object: AnyObject?
        let label: String
    }

    private var entries: [Entry] = []

    func watch(_ object: AnyObject?, _ label: String) {
        guard let object else {
            Issue.record("nothing to watch for \(label)")
            return
        }
        entries.append(Entry(object: object, label: label))
    }

    var count: Int { entries.count }

    /// The labels of the watched objects that are still alive, counted by label.
    var alive: [String: Int] {
        entries.filter { $0.object != nil }.reduce(into: [:]) { $0[$1.label, default: 0] += 1 }
    }
}

@MainActor
@Suite("Leaks")
struct LeakTests {
    /// 10,000 screens pushed and popped with every feature that keeps a closure or an object.
    static let rounds = 10_000

    /// One round: a screen with a view model, an evaluator, a sheet with `onDismiss`, a
    /// segment, an offer, an event subscription, and a removal by the user, all undone.
    private func round(_ index: Int, on stack: Stack<LeakScreen>, watching watch: Watchlist) {
        // A screen with a view model, and an evaluator on it that captures another object.
        let model = Witness()
        let captured = Witness()
        watch.watch(model, "view model")
        watch.watch(captured, "evaluator's capture")
        guard let chat = stack.push(.model(model)).routeID else {
            Issue.record("round \(index): the push did not happen")
            return
        }
        watch.watch(stack.entry(for: chat), "route entry")
        stack.setEvaluator(
            PushEvaluator(
                decide: { [captured] request in
                    withExtendedLifetime(captured) { request.screen == .plain(0) ? .offer : .push }
                },
                handleInPlace: { [captured] _ in withExtendedLifetime(captured) {} }),
            for: .route(chat))

        // An offer made by that evaluator, declined or accepted.
        let offered = stack.push(.plain(0))
        if let offer = offered.offerID {
            if index.isMultiple(of: 2) {
                stack.declineOffer(offer)
            } else {
                stack.acceptOffer(offer)
            }
        } else {
            Issue.record("round \(index): expected an offer")
        }

        // A sheet with navigation and an onDismiss handler.
        let dismissCapture = Witness()
        watch.watch(dismissCapture, "onDismiss handler's capture")
        var dismissed = false
        let sheet = stack.present(.plain(1), style: .sheet(withNavigation: true)) {
            [dismissCapture] in
            withExtendedLifetime(dismissCapture) { dismissed = true }
        }
        guard let sheetID = sheet.routeID else {
            Issue.record("round \(index): the sheet was not presented")
            return
        }
        watch.watch(stack.layer(startedBy: sheetID), "layer")
        watch.watch(stack.entry(for: sheetID), "route entry")

        // A child flow inside the sheet, through a segment.
        let segment = StackSegment(parent: stack, embed: LeakScreen.step) { screen in
            if case .step(let step) = screen { step } else { nil }
        }
        watch.watch(segment, "segment")
        segment.push(1)
        segment.push(2)
        if let top = stack.top?.id { watch.watch(stack.entry(for: top), "route entry") }
        segment.finish()

        // An event subscription that lives for the round and captures the stack.
        let eventCapture = Witness()
        watch.watch(eventCapture, "event handler's capture")
        var events = 0
        let subscription = stack.onEvent { [eventCapture] _ in
            withExtendedLifetime(eventCapture) { events += stack.depth >= 0 ? 1 : 0 }
        }
        watch.watch(subscription, "subscription")

        // The user swipes the sheet down, then pops back to the root.
        if index.isMultiple(of: 3) {
            stack.reportDismissal(of: sheetID)
        } else {
            stack.dismiss()
        }
        if !dismissed { Issue.record("round \(index): onDismiss was not called") }
        if index.isMultiple(of: 5) {
            stack.reportPath([], ofLayerStartedBy: nil)
        } else {
            stack.popToRoot()
        }
        if events == 0 { Issue.record("round \(index): the subscription heard nothing") }
        if !stack.routes.isEmpty || !stack.pushOffers.isEmpty {
            Issue.record("round \(index) left \(stack.routes.count) routes")
        }
    }

    @Test func tenThousandScreensLeaveNothingBehind() {
        let watch = Watchlist()
        do {
            let stack = Stack<LeakScreen>()
            watch.watch(stack, "stack")
            watch.watch(stack.baseLayer, "base layer")
            // A subscription for the whole run, whose handler captures the stack.
            let subscription = stack.onEvent { _ in _ = stack.depth }
            let rootCapture = Witness()
            watch.watch(rootCapture, "root evaluator's capture")
            stack.setEvaluator(
                PushEvaluator { [rootCapture] _ in withExtendedLifetime(rootCapture) { .push } },
                for: .root)
            for index in 0..<Self.rounds {
                round(index, on: stack, watching: watch)
            }
            // With the stack alive, nothing of the rounds is: the cost does not grow with history.
            let fromRounds = watch.alive.filter {
                !["stack", "base layer", "root evaluator's capture"].contains($0.key)
            }
            #expect(fromRounds.isEmpty, "alive after the rounds: \(fromRounds)")
            withExtendedLifetime(subscription) {}
        }
        #expect(watch.count > Self.rounds * 10)
        #expect(watch.alive.isEmpty, "alive after the stack was released: \(watch.alive)")
    }
}
