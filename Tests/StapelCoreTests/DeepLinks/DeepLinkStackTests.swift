import CustomDump
import Foundation
import StapelCore
import Testing

@MainActor
@Suite("Opening deep links on a stack")
struct DeepLinkStackTests {
    @Test func openingOnAnEmptyStackAsksTheRootsEvaluatorForTheFirstRoute() throws {
        let stack = Stack<LinkScreen>()
        var asked: [PushRequest<LinkScreen>] = []
        stack.setEvaluator(
            PushEvaluator { request in
                asked.append(request)
                return .push
            }, for: .root)
        let log = EventLog(stack)
        let url = URL(string: "myapp://chats/3/messages/8")!
        let result = try stack.open(url, using: linkTable)
        stack.settle()

        #expect(result.summary == DeepLinkResult(routeCount: 4, keptCount: 0, outcome: .completed))
        #expect(result.appliedCount == 4)
        expectNoDifference(shapes(stack.routes), shapes(LinkRoutes.messages(3, message: 8)))
        // The first route lands on the root, whose evaluator decides it; the routes after it
        // land on routes the link adds, which have no evaluators yet, so no evaluation of
        // theirs is emitted.
        let requests = log.events.compactMap { event -> PushRequest<LinkScreen>? in
            guard case .pushEvaluated(let request, let result) = event else { return nil }
            #expect(result.outcome == .pushed)
            return request
        }
        #expect(requests == asked)
        #expect(requests.map(\.screen) == [stack.screens[0]])
        #expect(requests.map(\.style) == [stack.styles[0]])
        #expect(requests.map(\.slot) == [.root])
        #expect(requests.allSatisfy { $0.context.deepLinkURL == url })
    }

    @Test func anEvaluatorThatReplacesTheTopEndsTheLinkThere() throws {
        let stack = Stack<LinkScreen>()
        try stack.open(URL(string: "myapp://chats/1")!, using: linkTable)
        stack.settle()
        let kept = stack.routes
        // The open chat shows its messages in its own place rather than over it.
        stack.setEvaluator(
            PushEvaluator { request in
                if case .messages = request.screen { .replaceTop } else { .push }
            }, for: .route(kept[1].id))
        let result = try stack.open(URL(string: "myapp://chats/1/messages/9")!, using: linkTable)
        stack.settle()
        guard case .stopped(let index, let push) = result.outcome else {
            Issue.record("expected the link to stop, got \(result.outcome)")
            return
        }
        #expect(index == 2)
        #expect(push.outcome == .replacedTop)
        #expect(stack.routes.map(\.screen) == [.inbox, .messages(chat: 1)])
        #expect(stack.routes[0].id == kept[0].id)
        #expect(stack.routes[1].style == .sheet(withNavigation: true))
    }

    @Test func theMatchingStartOfTheStackIsKept() throws {
        let stack = Stack<LinkScreen>()
        try stack.open(URL(string: "myapp://chats/1/messages/2")!, using: linkTable)
        stack.settle()
        let inbox = stack.routes[0].id
        let log = EventLog(stack)

        let result = try stack.open(URL(string: "myapp://chats/5")!, using: linkTable)
        stack.settle()

        #expect(result.summary == DeepLinkResult(routeCount: 2, keptCount: 1, outcome: .completed))
        #expect(stack.routes[0].id == inbox)
        expectNoDifference(shapes(stack.routes), shapes(LinkRoutes.chat(5)))
        // One planned step dismissed the sheet, popped chat 1 and pushed chat 5 (no evaluator
        // decided it, so no evaluation was emitted).
        let events = routeEvents(log.events)
        guard events.count == 3,
            case .dismissed(let dismissed) = events[0],
            case .popped(let popped) = events[1],
            case .pushed(let pushed) = events[2]
        else {
            Issue.record("unexpected events: \(log.events)")
            return
        }
        #expect(dismissed.map(\.screen) == [.messages(chat: 1), .message(chat: 1, message: 2)])
        #expect(popped.map(\.screen) == [.chat(1)])
        #expect(pushed.screen == .chat(5))
    }

    @Test func openingTheLinkTheStackShowsChangesNothing() throws {
        let stack = Stack<LinkScreen>()
        let url = URL(string: "myapp://chats/1/messages")!
        try stack.open(url, using: linkTable)
        stack.settle()
        let ids = stack.routes.map(\.id)
        let log = EventLog(stack)
        let result = try stack.open(url, using: linkTable)
        #expect(result.summary == DeepLinkResult(routeCount: 3, keptCount: 3, outcome: .completed))
        #expect(stack.routes.map(\.id) == ids)
        #expect(log.events.isEmpty)
    }

    @Test func theRootLinkGoesBackToTheRoot() throws {
        let stack = Stack<LinkScreen>(routes: LinkRoutes.messages(1, message: 2))
        let result = try stack.open(URL(string: "myapp://")!, using: linkTable)
        #expect(result.summary == DeepLinkResult(routeCount: 0, keptCount: 0, outcome: .completed))
        #expect(stack.routes.isEmpty)
    }

    @Test func aChatWhoseEvaluatorRejectsStopsTheLinkThere() throws {
        let stack = Stack<LinkScreen>(routes: LinkRoutes.chat(42))
        let chat = stack.routes[1].id
        // The open chat refuses everything that comes from a deep link.
        stack.setEvaluator(
            PushEvaluator { $0.context.deepLinkURL == nil ? .push : .reject }, for: .route(chat))
        let log = EventLog(stack)
        let url = URL(string: "myapp://chats/42/messages/7")!

        let result = try stack.open(url, using: linkTable)

        let rejected = PushResult(outcome: .rejected, slot: .route(chat))
        #expect(
            result.summary
                == DeepLinkResult(
                    routeCount: 4, keptCount: 2, outcome: .stopped(index: 2, result: rejected)))
        #expect(result.appliedCount == 2)
        #expect(!result.isComplete)
        expectNoDifference(shapes(stack.routes), shapes(LinkRoutes.chat(42)))
        expectNoDifference(
            log.events,
            [
                .pushEvaluated(
                    PushRequest(
                        screen: .messages(chat: 42), style: .sheet(withNavigation: true),
                        context: PushContext().setting(\.deepLinkURL, to: url),
                        slot: .route(chat)),
                    rejected)
            ]
        )
    }

    @Test func aLinkWithTwoSheetsIsPacedOneSheetPerUpdate() async throws {
        let stack = Stack<LinkScreen>()
        let result = try stack.open(URL(string: "myapp://chats/3/messages/8")!, using: linkTable)
        let change = try #require(result.change)
        #expect(change.stepCount == 2)
        // The pushes first; the sheet and the push inside it wait for the UI.
        expectNoDifference(stack.screens, [.inbox, .chat(3)])
        stack.settle()
        expectNoDifference(shapes(stack.routes), shapes(LinkRoutes.messages(3, message: 8)))
        #expect(await change.outcome == .completed)
    }

    @Test func aChatThatHandlesTheLinkInPlaceStopsItToo() throws {
        let stack = Stack<LinkScreen>(routes: LinkRoutes.chat(42))
        let chat = stack.routes[1].id
        var handled: [LinkScreen] = []
        stack.setEvaluator(
            PushEvaluator(
                decide: { _ in .handleInPlace }, handleInPlace: { handled.append($0.screen) }),
            for: .route(chat))
        let result = try stack.open(URL(string: "myapp://chats/42/messages/7")!, using: linkTable)
        #expect(
            result.outcome
                == .stopped(
                    index: 2, result: PushResult(outcome: .handledInPlace, slot: .route(chat))))
        #expect(handled == [.messages(chat: 42)])
        #expect(stack.depth == 2)
    }

    @Test func anOfferStopsTheLinkAndKeepsTheOffer() throws {
        let stack = Stack<LinkScreen>()
        stack.setEvaluator(PushEvaluator { _ in .offer }, for: .root)
        let result = try stack.open(URL(string: "myapp://chats/9")!, using: linkTable)
        guard case .stopped(0, let push) = result.outcome else {
            Issue.record("expected a stop at the first route, got \(result)")
            return
        }
        #expect(push.outcome == .offered)
        #expect(stack.routes.isEmpty)
        #expect(stack.pushOffers.map(\.request.screen) == [.inbox])
    }

    @Test func theCallersContextTravelsWithEveryRequest() throws {
        let stack = Stack<LinkScreen>()
        var sources: [String] = []
        stack.setEvaluator(
            PushEvaluator {
                sources.append($0.context.source)
                return .push
            }, for: .root)
        try stack.open(
            URL(string: "myapp://inbox")!, using: linkTable,
            context: PushContext().setting(\.source, to: "notification"))
        #expect(sources == ["notification"])
    }

    @Test func aLinkTheTableCantReadLeavesTheStackAlone() {
        let stack = Stack<LinkScreen>(routes: LinkRoutes.chat(1))
        let before = stack.routes
        let log = EventLog(stack)
        #expect(throws: DeepLinkError.invalidParameter(name: "chatID", text: "x")) {
            try stack.open(URL(string: "myapp://chats/x")!, using: linkTable)
        }
        #expect(throws: DeepLinkError.noMatch("myapp://nowhere")) {
            try stack.open(URL(string: "myapp://nowhere")!, using: linkTable)
        }
        #expect(stack.routes == before)
        #expect(log.events.isEmpty)
    }

    @Test func aNameThatDiffersIsNotTheSameRoute() throws {
        let stack = Stack<LinkScreen>(routes: [.push(.inbox), .push(.chat(1), name: "other")])
        let result = try stack.open(URL(string: "myapp://chats/1")!, using: linkTable)
        stack.settle()
        #expect(result.keptCount == 1)
        #expect(stack.routes[1].name == "chat")
    }
}
