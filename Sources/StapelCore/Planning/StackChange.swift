/// A change of a ``Stack``'s routes that may take several steps, which callers can await.
///
/// ```swift
/// let change = stack.setRoutes(routes)
/// switch await change.outcome {
/// case .completed: print("arrived")
/// case .cancelled: print("a newer change or the user took over")
/// case .rejected(let error): print(error)
/// case .leaveRefused(let id): print("the screen of \(id) stayed")
/// }
/// ```
@MainActor
public final class StackChange {
    /// How a change ended.
    ///
    /// ```swift
    /// if await change.outcome == .completed { print("done") }
    /// ```
    public enum Outcome: Hashable, Sendable {
        /// Every step was applied.
        case completed
        /// A newer change, or the user, cancelled the steps not yet applied.
        case cancelled
        /// The target list could not stand on a stack; nothing changed.
        case rejected(RouteListError)
        /// The leave guard of this route refused, or asked and was not allowed: the steps
        /// before it were applied, and the route is on top.
        case leaveRefused(RouteID)
    }

    /// The number of steps the change was planned in.
    ///
    /// ```swift
    /// stack.setRoutes(routes).stepCount
    /// ```
    public let stepCount: Int
    /// How the change ended, or `nil` while it is still running; ``outcome`` waits for it.
    ///
    /// ```swift
    /// change.outcomeIfEnded == nil  // still running
    /// ```
    public private(set) var outcomeIfEnded: Outcome?
    private var waiters: [CheckedContinuation<Outcome, Never>] = []
    /// Changes that end as this one does.
    private var followers: [StackChange] = []

    init(stepCount: Int, outcome: Outcome? = nil) {
        self.stepCount = stepCount
        self.outcomeIfEnded = outcome
    }

    /// Waits until the change has ended, and returns how.
    ///
    /// ```swift
    /// let outcome = await stack.setRoutes(routes).outcome
    /// ```
    public var outcome: Outcome {
        get async {
            if let outcomeIfEnded { return outcomeIfEnded }
            return await withCheckedContinuation { waiters.append($0) }
        }
    }

    func finish(_ outcome: Outcome) {
        guard outcomeIfEnded == nil else { return }
        outcomeIfEnded = outcome
        for waiter in waiters { waiter.resume(returning: outcome) }
        waiters.removeAll()
        for follower in followers { follower.finish(outcome) }
        followers.removeAll()
    }

    /// Ends this change as `other` ends: now if it has, when it does otherwise.
    func finish(as other: StackChange) {
        guard let outcome = other.outcomeIfEnded else {
            other.followers.append(self)
            return
        }
        finish(outcome)
    }
}
