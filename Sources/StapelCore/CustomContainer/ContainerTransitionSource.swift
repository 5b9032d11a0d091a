/// Which transition Stapel's custom container draws a route with: the one its push chose, a
/// zoom for a route whose options name a zoom source, or the container's.
///
/// ```swift
/// entry.containerTransitionSource  // .zoom for stack.push(.photo(7), options: .zoom(from: "7"))
/// ```
package enum ContainerTransitionSource: Hashable, Sendable {
    /// The transition the push chose (`push(_:name:context:transition:)`).
    case own
    /// A zoom: in the custom container, a transition the swipe back can interrupt, as iOS 18's
    /// zoom can be.
    case zoom
    /// The container's transition.
    case container
}

extension RouteEntry {
    /// Which transition the custom container draws this route with: its push's own, then a
    /// zoom when its options name a zoom source, then the container's.
    package var containerTransitionSource: ContainerTransitionSource {
        if transitionOverride != nil { return .own }
        return route.options.zoomSource == nil ? .container : .zoom
    }
}
