/// A change stopped at a guarded screen whose guard asked: what it waits on, and how it goes
/// on when the app allows it.
struct PendingLeave<Screen> {
    /// How a stopped change goes on.
    enum Resumption {
        /// Remove the routes from this one up, going back as the program does.
        case removal(from: RouteID)
        /// Go on to these routes, and end the change the caller holds as that one ends.
        case routes([Route<Screen>], animated: Bool, change: StackChange)
    }

    /// The guarded route.
    let guarded: RouteID
    /// The route the guard presented to ask.
    let question: RouteID
    /// How the change goes on.
    let resumption: Resumption
    /// Whether the app allowed the leave while its question was being answered: the change goes
    /// on once the answer's action has run.
    var isAllowed = false
    /// Whether the question is being answered now, its action not yet run.
    var isBeingAnswered = false
}
