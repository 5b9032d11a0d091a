/// Where the presentations stand in a route list: what the rules of going back need to know
/// about it, besides the routes a target names.
///
/// A `Stack` knows this from its layers in constant time; a route list held as a value works
/// it out in one pass.
@usableFromInline
package struct RouteListShape: Equatable, Sendable {
    /// The number of routes above the root.
    @usableFromInline package var count: Int
    /// The index of the topmost presented route, or `nil` when nothing is presented.
    @usableFromInline package var topPresentation: Int?
    /// The index of the bottom-most presented route, or `nil` when nothing is presented.
    @usableFromInline package var firstPresentation: Int?

    @inlinable
    package init(count: Int, topPresentation: Int?, firstPresentation: Int?) {
        self.count = count
        self.topPresentation = topPresentation
        self.firstPresentation = firstPresentation
    }

    /// The shape of a route list.
    /// - Complexity: O(n) in the number of routes.
    package init<Screen>(_ routes: [Route<Screen>]) {
        self.init(
            count: routes.count,
            topPresentation: routes.lastIndex { $0.style.isPresentation },
            firstPresentation: routes.firstIndex { $0.style.isPresentation })
    }

    /// The index of the first route pushed on the navigation on top: the current navigation.
    @inlinable
    package var firstPush: Int { topPresentation.map { $0 + 1 } ?? 0 }

    /// The index of the first route of the current navigation: the presentation that starts
    /// it, or the first route of the list.
    @inlinable
    package var navigationStart: Int { topPresentation ?? 0 }
}
