/// What a screen's leave guard decides about a change that would take the screen away.
///
/// A guard is installed with ``Stack/setLeaveGuard(_:for:fileID:filePath:line:column:)`` and
/// runs when the user or the program would remove its route: the back button, a swipe, a sheet's
/// drag, `pop()`, `dismiss()`, a deep link, a restore, a tab re-tap.
///
/// ```swift
/// stack.setLeaveGuard({
///     draft.isEmpty ? .allow : .ask(.confirmationDialog(.discardDraft))
/// }, for: editorID)
/// ```
public enum LeaveDecision<Screen> {
    /// The change goes on.
    case allow
    /// The change stops at the guarded screen, which stays on top: routes above it are gone,
    /// the screen and those below it stay.
    case refuse
    /// The change stops at the guarded screen, which then presents this route, typically a
    /// confirmation dialog. The app answers with ``Stack/allowLeaving(fileID:filePath:line:column:)``,
    /// and the change goes on; when the route goes without that answer, the leave is refused.
    case ask(Route<Screen>)
}

extension LeaveDecision: Equatable where Screen: Equatable {}
extension LeaveDecision: Sendable where Screen: Sendable {}
