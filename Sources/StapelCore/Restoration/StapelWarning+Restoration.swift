extension StapelWarning {
    /// The warning for saved navigation state restored in part: how many routes came back, and
    /// which were dropped.
    ///
    /// ```swift
    /// StapelWarning.partlyRestored("the navigation state", result).report(at: CallSite())
    /// ```
    /// - Parameters:
    ///   - state: What was restored, such as "the navigation state of tab inbox".
    ///   - result: What the restore kept and dropped.
    /// - Returns: A `.restoration` warning.
    static func partlyRestored(_ state: String, _ result: RestorationResult) -> StapelWarning {
        StapelWarning(
            .restoration,
            "restoring \(state): restored \(result.restoredCount) routes; "
                + "\(DroppedRoute.summary(of: result.dropped)).")
    }

    /// The warning for saved navigation state that could not be restored, or saved.
    ///
    /// ```swift
    /// StapelWarning.restorationFailed("the navigation state", error, restoring: true)
    /// ```
    /// - Parameters:
    ///   - state: What was restored or saved, such as "the navigation state".
    ///   - error: Why it failed.
    ///   - restoring: Whether restoring failed (`true`) or saving (`false`, and the last saved
    ///     state stays).
    /// - Returns: A `.restoration` warning.
    static func restorationFailed(
        _ state: String, _ error: RestorationError, restoring: Bool
    ) -> StapelWarning {
        StapelWarning(
            .restoration,
            restoring
                ? "restoring \(state): \(error)."
                : "saving \(state): \(error). The last saved state stays.")
    }
}
