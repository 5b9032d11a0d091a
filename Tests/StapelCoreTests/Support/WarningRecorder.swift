import Foundation
import IssueReporting
import StapelCore

/// Collects runtime warnings instead of failing the test, for properties that count them.
final class WarningRecorder: IssueReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var recordedKinds: [StapelWarning.Kind] = []

    /// The kinds of the typed warnings recorded, in order.
    var kinds: [StapelWarning.Kind] {
        lock.lock()
        defer { lock.unlock() }
        return recordedKinds
    }

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

    func reportIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        lock.lock()
        recorded.append("\(error)")
        if let warning = error as? StapelWarning { recordedKinds.append(warning.kind) }
        lock.unlock()
    }
}
