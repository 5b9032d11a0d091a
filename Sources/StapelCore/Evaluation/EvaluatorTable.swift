/// The evaluators of a stack's screen slots: the root's, each route's, and who installed each one.
@usableFromInline
struct EvaluatorTable<Screen> {
    /// The root's evaluator.
    @usableFromInline var root: PushEvaluator<Screen>?
    /// The evaluators of routes on the stack, by route identifier; an evaluator goes with its
    /// route.
    @usableFromInline var byRoute: [RouteID: PushEvaluator<Screen>] = [:]
    /// Which on-screen installation set a slot's evaluator, for the SwiftUI layer's
    /// `WithPusher`; `setEvaluator(_:for:)` clears it.
    var owners: [ScreenSlot: ObjectIdentifier] = [:]
}
