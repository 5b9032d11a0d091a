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
            #expect(
                Outcome(
                    deciding: decision, canStand: true, canReplaceTop: true,
                    isNameTaken: { _ in false }) == outcome)
        }
    }

    @Test func aRouteThatCantStandCantLandAndNobodyIsAsked() {
        var asked = false
        let outcome = Outcome(
            deciding: {
                asked = true
                return .push
            }(), canStand: false, canReplaceTop: true, isNameTaken: { _ in true })
        #expect(outcome == .noNavigation)
        #expect(!asked)
    }

    @Test func replacingTheTop() {
        #expect(
            Outcome(
                deciding: .replaceTop, canStand: true, canReplaceTop: nil,
                isNameTaken: { _ in false }) == .pushed)
        #expect(
            Outcome(
                deciding: .replaceTop, canStand: true, canReplaceTop: false,
                isNameTaken: { _ in false }) == .noNavigation)
        var asked = false
        _ = Outcome(
            deciding: .push, canStand: true,
            canReplaceTop: {
                asked = true
                return true
            }(), isNameTaken: { _ in false })
        #expect(!asked)
    }

    /// Issue 18.5: a route that would repeat a name that stays is refused, after the layer has
    /// decided, and only when the decision adds a route.
    @Test func aTakenNameRefusesOnlyTheDecisionsThatAddARoute() {
        let expected: [(PushDecision?, Outcome)] = [
            (nil, .duplicateName), (.push, .duplicateName), (.reject, .rejected),
            (.handleInPlace, .handledInPlace), (.offer, .offered),
            (.replaceTop, .duplicateName),
        ]
        for (decision, outcome) in expected {
            #expect(
                Outcome(
                    deciding: decision, canStand: true, canReplaceTop: true,
                    isNameTaken: { _ in true }) == outcome, "\(String(describing: decision))")
        }
    }

    @Test func replacingTheTopFreesTheTopsName() {
        var asked: [Bool] = []
        let replaced = Outcome(
            deciding: .replaceTop, canStand: true, canReplaceTop: true,
            isNameTaken: { replacingTop in
                asked.append(replacingTop)
                return !replacingTop
            })
        #expect(replaced == .replacedTop)
        let pushed = Outcome(
            deciding: .replaceTop, canStand: true, canReplaceTop: nil,
            isNameTaken: { replacingTop in
                asked.append(replacingTop)
                return !replacingTop
            })
        #expect(pushed == .duplicateName)
        #expect(asked == [true, false])
    }
}
