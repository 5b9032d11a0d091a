/// The key paths a stack reports to observation, made once per screen type.
///
/// The `@Observable` macro writes a key path literal on every access; in a generic class the
/// runtime builds it anew each time, which costs far more than the change it reports. Built once
/// here, they cost a pointer load; and shared by the stacks of one screen type (see
/// ``shared()``), they cost a new stack a dictionary look-up rather than five key paths.
@MainActor
final class StackKeyPaths<Screen> {
    let routes = \Stack<Screen>.routes
    let pushOffers = \Stack<Screen>.pushOffers
    let animatesChanges = \Stack<Screen>.animatesChanges
    let planStep = \Stack<Screen>.planStep
    let entryRoute = \RouteEntry<Screen>.route
    let entryLeaveGuarded = \RouteEntry<Screen>.isLeaveGuarded

    /// Makes the key paths; see ``shared()``.
    private init() {}

    /// The key paths of stacks of this screen type, made the first time one is asked for.
    static func shared() -> StackKeyPaths<Screen> {
        let key = ObjectIdentifier(Screen.self)
        if let made = sharedStackKeyPaths[key] {
            return unsafeDowncast(made, to: StackKeyPaths<Screen>.self)
        }
        let made = StackKeyPaths<Screen>()
        sharedStackKeyPaths[key] = made
        return made
    }
}

/// The key paths of each screen type's stacks made so far, by screen type; see
/// ``StackKeyPaths/shared()``. A handful of objects for the life of the process.
@MainActor
private var sharedStackKeyPaths: [ObjectIdentifier: AnyObject] = [:]
