import Foundation
import IssueReporting

/// Collects runtime warnings instead of failing the test, for properties that count them.
final class WarningRecorder: IssueReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let text = message() ?? ""
        lock.lock()
        recorded.append(text)
        lock.unlock()
    }
}
