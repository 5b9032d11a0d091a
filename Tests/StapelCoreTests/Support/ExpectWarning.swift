import IssueReporting
import StapelCore
import Testing

/// Runs `body`, expects it to report a ``StapelWarning`` of a kind (and, if `text` is given,
/// whose message contains it), and returns the body's result.
@MainActor
@discardableResult
func expectWarning<T>(
    _ kind: StapelWarning.Kind, saying text: String = "",
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> T
) -> T {
    var result: T?
    withKnownIssue(sourceLocation: sourceLocation) {
        result = body()
    } matching: { issue in
        guard let warning = issue.error as? StapelWarning else { return false }
        return warning.kind == kind && (text.isEmpty || warning.message.contains(text))
    }
    return result!
}

/// Runs `body` and expects it to report no issue at all, and returns the body's result.
@MainActor
@discardableResult
func expectNoWarning<T>(_ body: () -> T) -> T {
    let warnings = WarningRecorder()
    let result = withIssueReporters([warnings]) { body() }
    #expect(warnings.messages.isEmpty, "\(warnings.messages)")
    return result
}
