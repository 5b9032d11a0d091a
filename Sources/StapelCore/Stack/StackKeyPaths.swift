/// The key paths a stack reports to observation, made once per stack.
///
/// The `@Observable` macro writes a key path literal on every access; in a generic class the
/// runtime builds it anew each time, which costs far more than the change it reports. Built once
/// here, they cost a pointer load.
@MainActor
@usableFromInline
final class StackKeyPaths<Screen> {
    @usableFromInline let routes = \Stack<Screen>.routes
    let pushOffers = \Stack<Screen>.pushOffers
    let animatesChanges = \Stack<Screen>.animatesChanges
    let planStep = \Stack<Screen>.planStep
    let entryRoute = \RouteEntry<Screen>.route

    @usableFromInline init() {}
}
