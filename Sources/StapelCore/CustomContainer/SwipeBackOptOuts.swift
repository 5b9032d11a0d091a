import Observation

/// The screens of one custom-container layer that turned swipe back off, and whether the top
/// screen may be swiped away.
///
/// The container keeps one per layer; a screen's `stapelSwipeBackDisabled(_:)` writes to it.
/// Swiping back needs a route on top of the layer's root, and a top screen that did not opt out.
/// It is observable: a view that asked ``allowsSwipe(onTopOf:)`` is told when a screen turns
/// swipe back off or on, so a swipe under way can stop when its screen opts out.
///
/// ```swift
/// let optOuts = SwipeBackOptOuts()
/// optOuts.setDisabled(true, for: .route(checkoutID))
/// optOuts.allowsSwipe(onTopOf: [cartID, checkoutID])  // false
/// ```
@MainActor
@Observable
package final class SwipeBackOptOuts {
    /// The routes that opted out, less those forgotten once they left the layer. Forgetting is
    /// bookkeeping no view observes; `choices` is what observers see change.
    @ObservationIgnored private var disabled: Set<RouteID> = []
    /// Counts the changes of a screen's choice: observed by every ``allowsSwipe(onTopOf:)``.
    private var choices = 0

    /// Creates a set in which every screen allows swiping back.
    package init() {}

    /// Turns swipe back off or on for a screen. The root never swipes back, so `.root` changes
    /// nothing, and neither does a screen repeating its choice.
    /// - Parameters:
    ///   - isDisabled: Whether the screen refuses to be swiped away.
    ///   - screen: The screen: the root or a route.
    package func setDisabled(_ isDisabled: Bool, for screen: ScreenSlot) {
        guard case .route(let id) = screen, disabled.contains(id) != isDisabled else { return }
        if isDisabled {
            disabled.insert(id)
        } else {
            disabled.remove(id)
        }
        choices &+= 1
    }

    /// Whether the top of this path may be swiped away: there is a route on top of the root, and
    /// it has not opted out. Routes no longer on the path are forgotten.
    /// - Parameter path: The layer's path, bottom first.
    /// - Returns: `true` when a swipe back may start or go on.
    package func allowsSwipe(onTopOf path: [RouteID]) -> Bool {
        _ = choices
        guard let top = path.last else { return false }
        if !disabled.isEmpty { disabled.formIntersection(path) }
        return !disabled.contains(top)
    }
}
