/// The destinations of the tag-and-selection push buttons.
enum ChildDestination: Hashable, Sendable {
    case child1
    case child2
}
