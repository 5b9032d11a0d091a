/// A presentation the stack has asked SwiftUI for and waits to see settle: first its screen's
/// appearance, then, if it animates, the platform's presentation time.
@usableFromInline
struct PresentationWatch: Sendable {
    /// How often the presentation has been asked for again because it never appeared.
    var attempts: Int
    /// Whether its screen has appeared; the watch then times the presentation's transition.
    var hasAppeared = false
    /// Whether the presentation animates in.
    var animated: Bool
    /// The timer of the phase the watch is in.
    var timer: Task<Void, Never>
}
