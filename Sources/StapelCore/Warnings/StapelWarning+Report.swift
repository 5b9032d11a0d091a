import IssueReporting

extension StapelWarning {
    /// Reports the warning through IssueReporting, at a call site: a runtime warning in an app,
    /// an issue whose `error` is the warning in a test.
    ///
    /// ```swift
    /// StapelWarning(.unknownRoute, "setEvaluator(_:for:) ignored.").report(at: site)
    /// ```
    /// - Parameter site: The public call that caused it.
    package func report(at site: CallSite) {
        reportIssue(
            self, fileID: site.fileID, filePath: site.filePath, line: site.line,
            column: site.column)
    }
}
