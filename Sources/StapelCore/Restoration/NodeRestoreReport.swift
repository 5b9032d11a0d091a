/// What a restore of a tree of ``NavigationNode``s did, node by node, while it runs.
@_spi(StapelUI)
@MainActor
public final class NodeRestoreReport {
    /// What each node's restore of its own routes did, by the node's path.
    public private(set) var results: [[String]: RestorationResult] = [:]
    /// Why a node's saved state was left out, in whole or in part, by the node's path.
    public private(set) var failures: [[String]: RestorationError] = [:]

    init() {}

    /// Records what the node at `path` restored, and warns if it left routes out.
    public func record(_ result: RestorationResult, at path: [String]) {
        results[path] = result
        if !result.isComplete {
            StapelWarning.partlyRestored(Self.describe(path), result).report(at: CallSite())
        }
    }

    /// Records why the node at `path` was left out, and warns. A node's first failure is kept.
    public func record(_ error: RestorationError, at path: [String]) {
        if failures[path] == nil { failures[path] = error }
        StapelWarning.restorationFailed(Self.describe(path), error, restoring: true)
            .report(at: CallSite())
    }

    /// How a warning names the node at `path`.
    static func describe(_ path: [String]) -> String {
        path.isEmpty
            ? "the navigation state" : "the navigation state at \(path.joined(separator: "/"))"
    }
}
