import StapelCore

/// The screens of a notes app whose editor asks before its draft is thrown away.
enum NoteScreen: Hashable, Sendable, Codable {
    case notes
    case note(Int)
    case editor(Int)
    case history
    case discardDraft
}

/// What the notes app's dialog buttons ask of it.
enum NoteAction: Hashable, Sendable {
    case discard
    case keepEditing
}

/// The notes app's model: it guards its editors with their drafts, and answers the guard's
/// question from its dialog.
@MainActor
final class NoteModel {
    weak var stack: Stack<NoteScreen>?
    /// The editors with unsaved changes.
    var drafts: Set<Int> = []
    /// What each guard was asked, in order: the edited note.
    private(set) var asked: [Int] = []
    /// The decision a guard gives when its editor has a draft.
    var decisionWithDraft: LeaveDecision<NoteScreen> = .ask(.confirmationDialog(.discardDraft))
    private(set) var performed: [NoteAction] = []

    init(stack: Stack<NoteScreen>) {
        self.stack = stack
        stack.setAlerts { (screen: NoteScreen) -> AlertContent<NoteAction>? in
            guard case .discardDraft = screen else { return nil }
            return AlertContent(
                "Discard your changes?",
                buttons: [
                    .destructive("Discard", action: .discard),
                    .cancel("Keep Editing", action: .keepEditing),
                ])
        } perform: { [weak self] (action: NoteAction) in
            self?.performed.append(action)
            if action == .discard { self?.stack?.allowLeaving() }
        }
    }

    /// Pushes an editor with a guard that asks while it has a draft.
    @discardableResult
    func openEditor(_ note: Int, draft: Bool = true) -> RouteID? {
        guard let stack, let id = stack.push(.editor(note)).routeID else { return nil }
        guard draft else { return id }
        drafts.insert(note)
        stack.setLeaveGuard(
            { [weak self] in
                guard let self else { return .allow }
                asked.append(note)
                return drafts.contains(note) ? decisionWithDraft.fresh : .allow
            }, for: id)
        return id
    }
}

extension LeaveDecision {
    /// The decision with a question of a new identity, as a guard that builds it on each call
    /// gives.
    var fresh: LeaveDecision {
        guard case .ask(let question) = self else { return self }
        return .ask(Route(question.screen, style: question.style))
    }
}
