import Testing

/// Runs `body`, expects it to report a runtime warning whose text contains `text`, and returns
/// the body's result.
@MainActor
@discardableResult
func expectWarning<T>(
    containing text: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> T
) -> T {
    var result: T?
    withKnownIssue(sourceLocation: sourceLocation) {
        result = body()
    } matching: { issue in
        String(describing: issue).contains(text)
    }
    return result!
}
