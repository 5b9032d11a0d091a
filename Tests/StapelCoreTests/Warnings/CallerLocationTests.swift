import Foundation
import StapelCore
import Testing

/// Whether an issue is a Stapel warning of a kind, reported at a line of this file.
private func isWarning(
    _ issue: Issue, _ kind: StapelWarning.Kind, at line: Int, fileID: String = #fileID
) -> Bool {
    (issue.error as? StapelWarning)?.kind == kind && issue.sourceLocation?.fileID == fileID
        && issue.sourceLocation?.line == line
}

/// The warnings of the calls outside the navigation methods point at the caller's line too,
/// not into Stapel (issue 23, point 9).
@MainActor
@Suite("Warnings at the caller")
struct CallerLocationTests {
    @Test func aChildFlowsWarningsPointAtTheCaller() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox, name: "step")])
        let flow = StackSegment(parent: stack, embed: TestScreen.chat) { screen in
            if case .chat(let id) = screen { id } else { nil }
        }
        let finishLine = #line + 2
        withKnownIssue {
            flow.finish()
        } matching: {
            isWarning($0, .flowNotOnStack, at: finishLine)
        }
        let popToStartLine = #line + 2
        withKnownIssue {
            flow.popToStart()
        } matching: {
            isWarning($0, .flowNotOnStack, at: popToStartLine)
        }
        let popLine = #line + 2
        withKnownIssue {
            flow.pop()
        } matching: {
            isWarning($0, .flowNotOnStack, at: popLine)
        }
        let pushLine = #line + 2
        withKnownIssue {
            flow.push(1, name: "step")
        } matching: {
            isWarning($0, .duplicateName, at: pushLine)
        }
    }

    @Test func setRoutesWarnsAtTheCaller() {
        let stack = Stack<TestScreen>()
        let route = Route.push(TestScreen.inbox)
        let line = #line + 2
        withKnownIssue {
            stack.setRoutes([route, route])
        } matching: {
            isWarning($0, .invalidRouteList, at: line)
        }
        #expect(stack.routes.isEmpty)
    }

    @Test func setEvaluatorWarnsAtTheCaller() {
        let stack = Stack<TestScreen>()
        let line = #line + 2
        withKnownIssue {
            stack.setEvaluator(PushEvaluator { _ in .reject }, for: .route(RouteID.unique()))
        } matching: {
            isWarning($0, .unknownRoute, at: line)
        }
        #expect(!stack.hasEvaluator(for: .root))
    }

    @Test func offersWarnAtTheCaller() throws {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator { _ in .offer }, for: .root)
        let offer = try #require(stack.push(.chat(1)).offerID)
        stack.declineOffer(offer)
        let acceptLine = #line + 2
        withKnownIssue {
            stack.acceptOffer(offer)
        } matching: {
            isWarning($0, .unknownOffer, at: acceptLine)
        }
        let declineLine = #line + 2
        withKnownIssue {
            stack.declineOffer(offer)
        } matching: {
            isWarning($0, .unknownOffer, at: declineLine)
        }
    }

    @Test func anAcceptedOfferThatCantLandWarnsAtTheCaller() throws {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator { _ in .offer }, for: .root)
        let offer = try #require(stack.push(.chat(1), name: "chat").offerID)
        stack.setEvaluator(nil, for: .root)
        stack.push(.inbox, name: "chat")
        let line = #line + 2
        withKnownIssue {
            stack.acceptOffer(offer)
        } matching: {
            isWarning($0, .duplicateName, at: line)
        }
    }

    @Test func aRegistrationWarnsAtTheCaller() {
        var registry = ScreenTypeRegistry()
        let line = #line + 2
        withKnownIssue {
            registry.register(Int.self, as: "")
        } matching: {
            isWarning($0, .invalidRegistration, at: line)
        }
        #expect(registry.names.isEmpty)
    }
}
