/// The screens of one custom-container layer that turned swipe back off, and whether the top
/// screen may be swiped away.
///
/// The container keeps one per layer; a screen's `stapelSwipeBackDisabled(_:)` writes to it.
/// Swiping back needs a route on top of the layer's root, and a top screen that did not opt out.
///
/// ```swift
/// let optOuts = SwipeBackOptOuts()
/// optOuts.setDisabled(true, for: .route(checkoutID))
/// optOuts.allowsSwipe(onTopOf: [cartID, checkoutID])  // false
/// ```
@MainActor
package final class SwipeBackOptOuts {
    private var disabled: Set<RouteID> = []

    /// Creates a set in which every screen allows swiping back.
    package init() {}

    /// Turns swipe back off or on for a screen. The root never swipes back, so `.root` changes
    /// nothing.
    /// - Parameters:
    ///   - isDisabled: Whether the screen refuses to be swiped away.
    ///   - pusher: The screen: the root or a route.
    package func setDisabled(_ isDisabled: Bool, for pusher: Pusher) {
        guard case .route(let id) = pusher else { return }
        if isDisabled {
            disabled.insert(id)
        } else {
            disabled.remove(id)
        }
    }

    /// Whether the top route of a layer may be swiped away. Forgets the opt-outs of routes that
    /// are no longer on the layer.
    /// - Parameter path: The layer's path.
    /// - Returns: `false` on the root, or when the top screen opted out.
    /// - Complexity: O(k) in the number of opt-outs.
    package func allowsSwipe(onTopOf path: [RouteID]) -> Bool {
        guard let top = path.last else { return false }
        if !disabled.isEmpty { disabled.formIntersection(path) }
        return !disabled.contains(top)
    }
}
