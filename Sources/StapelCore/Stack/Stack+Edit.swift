extension Stack {
    /// Replaces the topmost route with a new screen shown the same way: the same style and
    /// options.
    ///
    /// The new route gets a new identity, so the old screen's state and evaluator go. To edit a
    /// screen and keep its identity, use ``updateScreen(_:forRoute:fileID:filePath:line:column:)``. On an empty stack this
    /// changes nothing and reports a ``StapelWarning``. The new route may take the old one's
    /// name, but not the name of a route below it: names are unique on a stack, so that
    /// changes nothing and reports a ``StapelWarning/Kind/duplicateName`` warning.
    ///
    /// ```swift
    /// stack.replaceTop(with: .chat(id: 7))
    /// ```
    /// - Parameters:
    ///   - screen: The new screen.
    ///   - name: The new route's name.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The new route's identifier, or `nil` if nothing was replaced.
    /// - Complexity: O(1) without a name; O(n) in the number of routes with one.
    @discardableResult
    public func replaceTop(
        with screen: Screen, name: String? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> RouteID? {
        guard
            let route = TopReplacement.route(
                replacingTopOf: routes, with: screen, name: name, in: "stack",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        else { return nil }
        replaceTopRoute(with: route)
        return route.id
    }

    /// Edits the screen value of a route in place; the route keeps its identity.
    ///
    /// Only the route's own observable entry changes, so other screens are not invalidated. An
    /// edit is not a change of the route list: a multi-step change under way (a deep link, a
    /// restore) goes on, and its steps to come show the edited screen. An unknown identifier
    /// changes nothing and reports a ``StapelWarning``.
    ///
    /// ```swift
    /// stack.updateScreen(.chat(id: 42), forRoute: routeID)
    /// ```
    /// - Parameters:
    ///   - screen: The new screen value.
    ///   - id: The route's identifier.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Complexity: O(1).
    public func updateScreen(
        _ screen: Screen, forRoute id: RouteID, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let edit = { (route: inout Route<Screen>) in route.screen = screen }
        guard
            let index = positionForEdit(
                of: id, by: "updateScreen(_:forRoute:)",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), edit)
        else { return }
        editRoute(at: index, edit)
    }

    /// The rule of an edit in place, which ``updateScreen(_:forRoute:fileID:filePath:line:column:)``
    /// and ``updateOptions(_:forRoute:fileID:filePath:line:column:)`` share: the route keeps its
    /// identity; the running plan's steps to come take the edit; and an identifier that neither
    /// the stack nor the plan holds changes nothing and reports a ``StapelWarning``.
    /// - Parameters:
    ///   - id: The route's identifier.
    ///   - operation: The call, for the warning.
    ///   - site: Where the warning points.
    ///   - edit: The edit, made now to the plan's routes.
    /// - Returns: The route's position on the stack, where the caller makes the edit with
    ///   ``editRoute(at:_:)``; `nil` when it is not on the stack.
    func positionForEdit(
        of id: RouteID, by operation: String, at site: CallSite,
        _ edit: (inout Route<Screen>) -> Void
    ) -> Int? {
        let isPlanned = planning.running?.steps.editRoute(id, edit) ?? false
        guard let index = position(of: id) else {
            if !isPlanned {
                warn(.unknownRoute, "\(operation) ignored: no route \(id) on the stack.", at: site)
            }
            return nil
        }
        return index
    }

    /// Edits the route at a position in place, the one way an edit reaches the stack: it keeps
    /// its identity, only its own observable entry changes, and its event is emitted.
    func editRoute(at index: Int, _ edit: (inout Route<Screen>) -> Void) {
        noteAnimation()
        edit(&routes[index])
        let route = storedRoutes[index]
        observation.entries[route.id]?.route = route
        emit(.updated(route))
    }

    /// Replaces the topmost route with a new one, with the events: the old route leaves with its
    /// state and offers.
    @usableFromInline
    func replaceTopRoute(with route: Route<Screen>) {
        beginProgramChange()
        let old = removeRoutes(from: routes.count - 1)
        appendRoute(route)
        if let old = old.first {
            emit(.replaced(old: old, new: route))
            withdrawOffers(madeBy: [old])
        }
    }

    /// A route in the list that is on the stack with another style.
    /// - Complexity: O(n) in the number of routes in the list.
    func styleChange(in newRoutes: [Route<Screen>]) -> RouteListError? {
        guard !storedRoutes.isEmpty else { return nil }
        indexAllRoutes()
        // Through buffer pointers: this code is not specialized for the screen type.
        return newRoutes.withUnsafeBufferPointer { newRoutes in
            storedRoutes.withUnsafeBufferPointer { routes in
                for index in newRoutes.indices {
                    let id = newRoutes[index].id
                    guard let position = routeIndex.positions[id] else { continue }
                    if routes[position].style != newRoutes[index].style {
                        return .styleChanged(id, index: index)
                    }
                }
                return nil
            }
        }
    }
}
