import CustomDump
import StapelCore
import Testing

@MainActor
@Suite("Push offers")
struct OfferTests {
    /// Seed 001, case B: a message for another chat offers a bubble that pushes that chat.
    func chatOpen() -> (Stack<TestScreen>, RouteID) {
        let stack = Stack<TestScreen>(routes: [.push(.inbox), .push(.chat(1))])
        let chat = stack.routes[1].id
        stack.setEvaluator(
            PushEvaluator { $0.context.incomingChat == 1 ? .handleInPlace : .offer },
            for: .route(chat)
        )
        return (stack, chat)
    }

    @Test func anOfferIsKeptAndEmitted() throws {
        let (stack, chat) = chatOpen()
        let log = EventLog(stack)
        let result = stack.push(.chat(2), context: PushContext().setting(\.incomingChat, to: 2))
        #expect(result.outcome == .offered)
        let offerID = try #require(result.offerID)
        let offer = try #require(stack.pushOffers.first)
        #expect(offer.id == offerID)
        #expect(offer.request.slot == .route(chat))
        #expect(stack.depth == 2)
        expectNoDifference(log.events, [.pushEvaluated(offer.request, result), .offered(offer)])
    }

    @Test func acceptingAnOfferPushesWithoutAskingAgain() throws {
        let (stack, _) = chatOpen()
        let offerID = try #require(stack.push(.chat(2)).offerID)
        let log = EventLog(stack)
        let result = try #require(stack.acceptOffer(offerID))
        #expect(result.outcome == .pushed)
        #expect(stack.screens == [.inbox, .chat(1), .chat(2)])
        #expect(stack.pushOffers.isEmpty)
        guard case .offerAccepted = log.events.first, case .pushed = log.events.last else {
            Issue.record("expected offerAccepted … pushed, got \(log.events)")
            return
        }
    }

    @Test func decliningAnOfferRemovesIt() throws {
        let (stack, _) = chatOpen()
        let offerID = try #require(stack.push(.chat(2)).offerID)
        let offer = stack.pushOffers[0]
        let log = EventLog(stack)
        stack.declineOffer(offerID)
        #expect(stack.pushOffers.isEmpty)
        expectNoDifference(log.events, [.offerDeclined(offer)])
    }

    @Test func decliningAnOfferRemovesItWhenNobodyListens() throws {
        let (stack, _) = chatOpen()
        let offerID = try #require(stack.push(.chat(2)).offerID)
        stack.declineOffer(offerID)
        #expect(stack.pushOffers.isEmpty)
    }

    @Test func offersLeaveWithTheirLayer() throws {
        let (stack, _) = chatOpen()
        stack.push(.chat(2))
        let offer = stack.pushOffers[0]
        let log = EventLog(stack)
        let popped = stack.pop()
        #expect(stack.pushOffers.isEmpty)
        expectNoDifference(log.events, [.popped(popped), .offerDeclined(offer)])
    }

    @Test func anOfferLeavesWithTheRouteThatMadeItWhenNothingElseIsTracked() {
        // No listener, and no evaluator left on any route (a route pushed and popped since
        // then left nothing behind either): the offer is all the popped route leaves behind.
        let (stack, chat) = chatOpen()
        #expect(stack.push(.chat(2)).offerID != nil)
        stack.setEvaluator(nil, for: .route(chat))
        stack.push(.settings)
        stack.pop()
        #expect(stack.pushOffers.count == 1)
        let popped = stack.pop()
        #expect(popped.map(\.id) == [chat])
        #expect(stack.pushOffers.isEmpty)
    }

    @Test func anOfferOfTheRootStaysWhenRoutesLeave() throws {
        let stack = Stack<TestScreen>(routes: [.push(.inbox), .push(.chat(1))])
        stack.setEvaluator(PushEvaluator { _ in .offer }, for: .root)
        stack.popToRoot()
        let offerID = try #require(stack.push(.settings).offerID)
        stack.setEvaluator(nil, for: .root)
        stack.push(.inbox)
        stack.push(.chat(2))
        let log = EventLog(stack)
        stack.popToRoot()
        #expect(stack.pushOffers.map(\.id) == [offerID])
        #expect(!log.events.contains { if case .offerDeclined = $0 { true } else { false } })
    }

    @Test func unknownOffersWarn() {
        let (stack, _) = chatOpen()
        let result = expectWarning(.unknownOffer) {
            stack.acceptOffer(PushResult.OfferID(rawValue: 99))
        }
        #expect(result == nil)
        expectWarning(.unknownOffer) {
            stack.declineOffer(PushResult.OfferID(rawValue: 98))
        }
    }

    @Test func acceptingWhileAPresentationWithoutNavigationIsOnTopWarns() throws {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator { _ in .offer }, for: .root)
        let offerID = try #require(stack.push(.chat(2)).offerID)
        stack.setEvaluator(nil, for: .root)
        stack.present(.compose)
        let result = expectWarning(.noNavigation) { stack.acceptOffer(offerID) }
        #expect(result?.outcome == .noNavigation)
        #expect(stack.screens == [.compose])
        #expect(stack.pushOffers.isEmpty)
    }
}
