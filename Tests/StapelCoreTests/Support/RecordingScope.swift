@_spi(StapelUI) import StapelCore

/// An unanimated-change scope that records what ran in it: the stack's screens at the end of
/// each change it ran, and whether a change is running in it now.
@MainActor
final class RecordingScope: UnanimatedChangeScope {
    private(set) var isInside = false
    /// The depth of the stack after each change that ran in the scope, outermost last.
    private(set) var depthsAfter: [Int] = []
    private let depth: () -> Int

    init(depth: @escaping () -> Int) {
        self.depth = depth
    }

    func perform<Result>(_ change: () throws -> Result) rethrows -> Result {
        let wasInside = isInside
        isInside = true
        defer {
            isInside = wasInside
            depthsAfter.append(depth())
        }
        return try change()
    }
}
