/// Where a pop control goes, in the style of NavigationStackView's `PopView(destination:)`.
///
/// ```swift
/// stack.pop(.previous)
/// stack.pop(.root)
/// stack.pop(.view(withId: "checkout"))
/// ```
public enum PopDestination: Hashable, Sendable {
    /// The route below the top one.
    case previous
    /// The root of the current navigation.
    case root
    /// The topmost route pushed with this name, its `destinationId`.
    case view(withId: String)
}
