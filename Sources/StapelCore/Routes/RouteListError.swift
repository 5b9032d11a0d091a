/// Why a list of routes cannot stand on a stack, or cannot be a split view collapsed to one.
///
/// ```swift
/// if let error = RouteListError.firstError(in: routes) {
///     print(error)
/// }
/// ```
public enum RouteListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two routes share an identifier; the second one is at this index.
    case duplicateID(RouteID, index: Int)
    /// A push sits on a presentation without navigation, at this index.
    case pushWithoutNavigation(RouteID, index: Int)
    /// The route at this index carries a name that a route below it carries already. Names
    /// are unique on a stack, so that going back to a name is never ambiguous; routes without
    /// a name never clash.
    case duplicateName(RouteID, index: Int)
    /// A route already on the stack would change its style, at this index. Give the new route
    /// a new identifier instead.
    case styleChanged(RouteID, index: Int)
    /// In a split view collapsed to one stack, the selection route at this index is out of
    /// place: selections come first, the sidebar's before the content's, one each.
    case misplacedSelection(RouteID, index: Int)
    /// In a split view collapsed to one stack, the selection route at this index is presented,
    /// or has a name: a selection is a plain push.
    case selectionNotPushed(RouteID, index: Int)
    /// The route at this index stands over an alert or a confirmation dialog: one stands only
    /// on top.
    case followsAlert(RouteID, index: Int)

    /// The index of the first route that is wrong.
    ///
    /// ```swift
    /// RouteListError.firstError(in: routes)?.index  // 1
    /// ```
    public var index: Int {
        switch self {
        case .duplicateID(_, let index), .pushWithoutNavigation(_, let index),
            .duplicateName(_, let index), .styleChanged(_, let index),
            .misplacedSelection(_, let index), .selectionNotPushed(_, let index),
            .followsAlert(_, let index):
            index
        }
    }

    /// Returns the first structural problem in a route list, or `nil` if it can stand on a stack.
    ///
    /// ```swift
    /// let list: [Route<Screen>] = [.sheet(.compose), .push(.inbox)]
    /// RouteListError.firstError(in: list)  // .pushWithoutNavigation
    /// ```
    /// - Parameter routes: The routes, bottom-most first.
    /// - Returns: The first problem, or `nil`.
    /// - Complexity: O(n).
    public static func firstError<Screen>(in routes: [Route<Screen>]) -> RouteListError? {
        // Through a buffer pointer: unspecialized generic code pays a metadata lookup for
        // every step of an array's iterator.
        routes.withUnsafeBufferPointer { routes in
            var layerHasNavigation = StandingRules.rootLayerHasNavigation
            // Empty until a named route comes: a list without names allocates nothing.
            var names = Set<String>()
            // Identifiers that only grow, as those of routes pushed one after another do,
            // can't repeat; so the set of those seen is made only at the first that doesn't grow.
            var seen: Set<RouteID>?
            for index in routes.indices {
                let id = routes[index].id
                let style = routes[index].style
                if seen == nil, index > 0, id <= routes[index - 1].id {
                    seen = Set(routes[..<index].lazy.map(\.id))
                }
                if seen?.insert(id).inserted == false {
                    return .duplicateID(id, index: index)
                }
                if let name = routes[index].name, !names.insert(name).inserted {
                    return .duplicateName(id, index: index)
                }
                if index > 0, routes[index - 1].style.isAlert {
                    return .followsAlert(id, index: index)
                }
                guard
                    StandingRules.canStand(
                        style, onLayerWithNavigation: layerHasNavigation, over: nil)
                else {
                    return .pushWithoutNavigation(id, index: index)
                }
                layerHasNavigation = StandingRules.layerHasNavigation(
                    after: style, onLayerWithNavigation: layerHasNavigation)
            }
            return nil
        }
    }

    /// The length of the longest prefix of a route list that can stand on a stack.
    ///
    /// ```swift
    /// let list: [Route<Screen>] = [.push(.inbox), .sheet(.compose), .push(.detail(id: 1))]
    /// RouteListError.validPrefixLength(of: list)  // 2
    /// ```
    /// - Parameter routes: The routes, bottom-most first.
    /// - Returns: The number of routes before the first problem.
    /// - Complexity: O(n).
    public static func validPrefixLength<Screen>(of routes: [Route<Screen>]) -> Int {
        firstError(in: routes)?.index ?? routes.count
    }

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case .duplicateID(let id, let index):
            "route \(id) at index \(index) repeats an identifier already in the list"
        case .pushWithoutNavigation(let id, let index):
            "route \(id) at index \(index) is a push onto a presentation without navigation"
        case .duplicateName(let id, let index):
            "route \(id) at index \(index) repeats the name of a route below it"
        case .styleChanged(let id, let index):
            "route \(id) at index \(index) changes the style of a route already on the stack"
        case .misplacedSelection(let id, let index):
            "selection \(id) at index \(index) is out of place: the sidebar's comes first, then "
                + "the content's, one each, before any detail route"
        case .selectionNotPushed(let id, let index):
            "selection \(id) at index \(index) is presented or named: a selection is a plain push"
        case .followsAlert(let id, let index):
            "route \(id) at index \(index) stands over an alert or a confirmation dialog, which "
                + "stands only on top"
        }
    }
}
