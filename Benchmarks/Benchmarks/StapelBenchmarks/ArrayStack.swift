import Observation

/// The baseline: one observable array of routes, as a FlowStacks-style coordinator or a
/// `NavigationPath` binding keeps it. Every screen reads its value out of the array.
@MainActor
@Observable
final class ArrayStack {
    var routes: [Int] = []

    func push(_ screen: Int) { routes.append(screen) }
    func pop() { routes.removeLast() }
    func screen(at index: Int) -> Int { routes[index] }
}
