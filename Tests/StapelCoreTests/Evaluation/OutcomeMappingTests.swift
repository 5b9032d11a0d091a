import Testing

@testable import StapelCore

/// The one mapping from a layer's decision to what comes of a request.
@Suite("Decision → outcome")
struct OutcomeMappingTests {
    typealias Outcome = PushResult.Outcome

    @Test func eachDecisionHasItsOutcome() {
        let expected: [(PushDecision?, Outcome)] = [
            (nil, .pushed), (.push, .pushed), (.reject, .rejected),
            (.handleInPlace, .handledInPlace), (.offer, .offered), (.replaceTop, .replacedTop),
        ]
        for (decision, outcome) in expected {
            #expect(Outcome(deciding: decision, canStand: true, canReplaceTop: true) == outcome)
        }
    }

    @Test func aRouteThatCantStandCantLandAndNobodyIsAsked() {
        var asked = false
        let outcome = Outcome(
            deciding: {
                asked = true
                return .push
            }(), canStand: false, canReplaceTop: true)
        #expect(outcome == .noNavigation)
        #expect(!asked)
    }

    @Test func replacingTheTop() {
        #expect(Outcome(deciding: .replaceTop, canStand: true, canReplaceTop: nil) == .pushed)
        #expect(
            Outcome(deciding: .replaceTop, canStand: true, canReplaceTop: false) == .noNavigation)
        var asked = false
        _ = Outcome(
            deciding: .push, canStand: true,
            canReplaceTop: {
                asked = true
                return true
            }())
        #expect(!asked)
    }
}
