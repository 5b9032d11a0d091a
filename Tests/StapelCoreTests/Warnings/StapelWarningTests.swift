import StapelCore
import Testing

/// Warnings are typed and point at the caller (issue 23, point 9).
@MainActor
@Suite("Typed warnings")
struct StapelWarningTests {
    @Test func aWarningIsRecordedAsTheIssuesError() {
        let stack = Stack<TestScreen>()
        withKnownIssue {
            stack.pop(to: .name("missing"))
        } matching: { issue in
            guard let warning = issue.error as? StapelWarning else { return false }
            return warning.kind == .unknownName && warning.message.contains("missing")
        }
    }

    @Test func aStackWarningPointsAtTheCaller() {
        let stack = Stack<TestScreen>()
        let line = #line + 2
        withKnownIssue {
            stack.pop(-1)
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
    }

    @Test func aPushWarningPointsAtTheCaller() {
        let stack = Stack<TestScreen>(routes: [.sheet(.compose)])
        let line = #line + 2
        withKnownIssue {
            stack.push(.inbox)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .noNavigation
                && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
    }

    @Test func aRouteListWarningPointsAtTheCaller() {
        var routes: [Route<TestScreen>] = []
        let line = #line + 2
        withKnownIssue {
            routes.pop(-2)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .negativeCount
                && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
    }

    @Test func theDescriptionNamesStapelAndTheKindIsNotTheText() {
        let warning = StapelWarning(.unknownName, "pop(to:) ignored.")
        #expect(warning.description == "Stapel: pop(to:) ignored.")
        #expect(warning.kind != .unknownRoute)
        #expect(StapelWarning.Kind.duplicateName.description == "duplicateName")
    }
}
