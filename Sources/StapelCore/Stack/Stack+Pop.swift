extension Stack {
    /// Pops pushed routes off the current navigation.
    ///
    /// Pops never cross a presentation: use ``dismiss(fileID:filePath:line:column:)`` or
    /// ``goBack(_:fileID:filePath:line:column:)`` for that. A count of zero changes nothing. A
    /// negative count, or nothing to pop, changes nothing and reports a ``StapelWarning``; a
    /// count larger than the routes pushed on the current navigation pops them all and reports
    /// one.
    ///
    /// ```swift
    /// stack.pop()
    /// stack.pop(2)
    /// ```
    /// - Parameters:
    ///   - count: How many routes to pop. The default is one.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The popped routes, bottom-most first.
    /// - Complexity: O(k), where k is `count`.
    @inlinable
    @discardableResult
    public func pop(
        _ count: Int = 1, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> [Route<Screen>] {
        let removal = GoBackRules.pop(count, in: currentShape)
        guard removal.warning == nil, let start = removal.start else {
            return apply(
                removal,
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        // A guard is route state: the one flag a pop reads anyway says whether to look.
        if routeIndex.hasRouteState, hasLeaveWork { return removeGuarded(from: start) }
        beginProgramChange()
        guard start == storedRoutes.count - 1 else { return removeRoutesAndEmit(from: start) }
        // The array is made here, last, so that a caller that drops it does not pay for it.
        return [popTopPush()]
    }

    /// Pops every pushed route off the current navigation, back to its root: the stack's root, or
    /// the sheet or cover that starts the topmost layer.
    ///
    /// With nothing pushed, the root is on top already: this changes nothing and reports
    /// nothing.
    ///
    /// ```swift
    /// stack.popToRoot()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The popped routes, bottom-most first; empty when nothing was pushed.
    /// - Complexity: O(k), where k is the number of routes popped.
    @discardableResult
    public func popToRoot(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] {
        pop(to: .root, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Pops the current navigation back to a route, which stays on top. Pops never cross a
    /// presentation: ``goBack(to:fileID:filePath:line:column:)`` does.
    ///
    /// The stack looks for the target in the current navigation only, from the top down. A
    /// target that is already on top, ``RouteTarget/root`` with nothing pushed, and a
    /// ``RouteTarget/matching(_:)`` condition that no route meets change nothing and report
    /// nothing. A name or identifier that no route in the current navigation has, or a route
    /// below a presentation, changes nothing and reports a ``StapelWarning``.
    ///
    /// ```swift
    /// stack.pop(to: .name("inbox"))
    /// stack.pop(to: .screen(.chat(id: 42)))
    /// stack.pop(to: .id(routeID))
    /// stack.pop(to: .matching { $0.name?.hasPrefix("step") == true })
    /// ```
    /// - Parameters:
    ///   - target: The route to pop back to.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The popped routes, bottom-most first; empty when nothing changed.
    /// - Complexity: O(k), where k is the number of routes in the current navigation.
    @discardableResult
    public func pop(
        to target: RouteTarget<Screen>, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Route<Screen>] {
        apply(
            GoBackRules.pop(to: target, in: currentShape) { topmostIndex(of: target, from: $0) },
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Carries out a pop or dismissal the rules decided: reports its warning, then removes the
    /// routes at once.
    @usableFromInline
    func apply(_ removal: RouteRemoval, at site: CallSite) -> [Route<Screen>] {
        removal.warning?.report(at: site)
        guard let start = removal.start else { return [] }
        if hasLeaveWork { return removeGuarded(from: start) }
        beginProgramChange()
        return removeRoutesAndEmit(from: start)
    }

    /// Carries out a go-back the rules decided: reports its warning, then removes the routes,
    /// as a planned change where one update cannot.
    func applyGoingBack(_ removal: RouteRemoval, at site: CallSite) -> [Route<Screen>] {
        removal.warning?.report(at: site)
        guard let start = removal.start else { return [] }
        return removeGoingBack(from: start, allowed: [])
    }

    /// Where the presentations stand, from the layers.
    ///
    /// The routes are counted here, in code specialized for the app's screen type: counted in
    /// ``shape(routeCount:)``, which is not, the array's element type would be looked up in the
    /// runtime's metadata cache on every pop.
    /// - Complexity: O(1).
    @inlinable
    var currentShape: RouteListShape { shape(routeCount: storedRoutes.count) }

    /// Where the presentations stand on a stack of this many routes, from the layers.
    @usableFromInline
    func shape(routeCount: Int) -> RouteListShape {
        RouteListShape(
            count: routeCount, topPresentation: topLayer.rootIndex,
            firstPresentation: observation.layers.count > 1 ? observation.layers[1].rootIndex : nil)
    }

    /// The index of the topmost route at or above `start` that matches a target, found through
    /// the stack's index of identifiers.
    func topmostIndex(of target: RouteTarget<Screen>, from start: Int) -> Int? {
        target.topmostIndex(in: storedRoutes, from: start, position: position(of:))
    }
}
