/// A screen the UI draws for a stack: the root screen, or a route's screen.
///
/// A UI names the screens it draws by their slots when it reports that one appeared,
/// disappeared or was hidden, and the stack names by slot the screens a planned step waits for.
/// A slot is not a ``Pusher``, the layer a push lands on, though the two have the same cases:
/// every screen is also a push opportunity.
///
/// ```swift
/// stack.reportScreenAppeared(.route(entry.id))
/// stack.reportScreenAppeared(.root)
/// ```
@_spi(StapelUI)
public enum ScreenSlot: Hashable, Sendable, CustomStringConvertible {
    /// The stack's root screen.
    case root
    /// The screen of the route with this identifier.
    case route(RouteID)

    /// The screen of a push opportunity: the root's, or the route's. In the UI, a screen's
    /// pusher is the screen itself.
    ///
    /// ```swift
    /// optOuts.setDisabled(true, for: ScreenSlot(pusher))
    /// ```
    /// - Parameter pusher: The push opportunity.
    package init(_ pusher: Pusher) {
        switch pusher {
        case .root: self = .root
        case .route(let id): self = .route(id)
        }
    }

    /// A short text form: `root` or the route's identifier.
    public var description: String {
        switch self {
        case .root: "root"
        case .route(let id): id.description
        }
    }
}
