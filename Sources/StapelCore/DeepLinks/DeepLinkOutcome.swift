/// How far applying a deep link got.
///
/// ```swift
/// switch try stack.open(url, using: table).outcome {
/// case .completed: break
/// case .stopped(let index, let result): print("stopped at route \(index): \(result.outcome)")
/// }
/// ```
public enum DeepLinkOutcome: Hashable, Sendable {
    /// Every route of the link stands on the stack.
    case completed
    /// The request for the link's route at this index did not push: an evaluator rejected it,
    /// handled it in place, offered it or replaced the top, or it could not land. The routes
    /// before it stand on the stack; the rest of the link was not applied.
    case stopped(index: Int, result: PushResult)
}
