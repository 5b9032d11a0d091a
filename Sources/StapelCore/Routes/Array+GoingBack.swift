// Popping, dismissing and going back on a route list held as a value, with the names and the
// rules (from `GoBackRules`) of the `Stack` operations.
extension Array {
    /// Pops screens from the navigation on top, never past its root, with the rules of
    /// `Stack.pop(_:)`: a negative count, or nothing to pop, changes nothing and reports a
    /// ``StapelWarning``; a count beyond the screens pushed there pops them all and reports one.
    ///
    /// ```swift
    /// routes.pop(2)
    /// ```
    /// - Parameters:
    ///   - count: How many screens to pop. The default is one.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    @discardableResult
    public mutating func pop<Screen>(
        _ count: Int = 1, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] where Element == Route<Screen> {
        apply(
            GoBackRules.pop(count, in: RouteListShape(self)),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pops to the root of the navigation on top. With nothing pushed there, the root is on
    /// top already: this changes nothing and reports nothing.
    ///
    /// ```swift
    /// routes.popToRoot()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    @discardableResult
    public mutating func popToRoot<Screen>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] where Element == Route<Screen> {
        apply(
            GoBackRules.popToRoot(in: RouteListShape(self)),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pops the navigation on top back to a route, which stays on top, with the rules of
    /// `Stack.pop(to:)`: pops never cross a presentation; use
    /// ``goBack(to:fileID:filePath:line:column:)->_`` for that.
    ///
    /// ```swift
    /// routes.pop(to: .name("inbox"))
    /// ```
    /// - Parameters:
    ///   - target: The route to pop back to.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    @discardableResult
    public mutating func pop<Screen>(
        to target: RouteTarget<Screen>, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] where Element == Route<Screen> {
        apply(
            GoBackRules.pop(to: target, in: RouteListShape(self)) {
                target.topmostIndex(in: self, from: $0)
            }, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Dismisses the presentation on top, with everything pushed inside it. With nothing
    /// presented, this changes nothing and reports nothing.
    ///
    /// ```swift
    /// routes.dismiss()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    @discardableResult
    public mutating func dismiss<Screen>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] where Element == Route<Screen> {
        apply(
            GoBackRules.dismiss(in: RouteListShape(self)),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Dismisses every presentation, back to the base navigation. With nothing presented,
    /// this changes nothing and reports nothing.
    ///
    /// ```swift
    /// routes.dismissAll()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    @discardableResult
    public mutating func dismissAll<Screen>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] where Element == Route<Screen> {
        apply(
            GoBackRules.dismissAll(in: RouteListShape(self)),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Goes back by a number of routes, popping and dismissing as needed, with the rules of
    /// `Stack.goBack(_:)`.
    ///
    /// ```swift
    /// routes.goBack()
    /// ```
    /// - Parameters:
    ///   - count: How many routes to remove. The default is one.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    @discardableResult
    public mutating func goBack<Screen>(
        _ count: Int = 1, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] where Element == Route<Screen> {
        apply(
            GoBackRules.goBack(count, in: RouteListShape(self)),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Goes back to the root of the base navigation, popping and dismissing everything. On an
    /// empty list, this changes nothing and reports nothing.
    ///
    /// ```swift
    /// routes.goBackToRoot()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    @discardableResult
    public mutating func goBackToRoot<Screen>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] where Element == Route<Screen> {
        apply(
            GoBackRules.goBackToRoot(in: RouteListShape(self)),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Goes back to a route anywhere in the list, popping and dismissing whatever stands above
    /// it, with the rules of `Stack.goBack(to:)`. The route stays on top; ``RouteTarget/root``
    /// goes back to the root of the base navigation.
    ///
    /// ```swift
    /// routes.goBack(to: .screen(.inbox))
    /// ```
    /// - Parameters:
    ///   - target: The route to go back to.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    @discardableResult
    public mutating func goBack<Screen>(
        to target: RouteTarget<Screen>, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] where Element == Route<Screen> {
        apply(
            GoBackRules.goBack(to: target, in: RouteListShape(self)) {
                target.topmostIndex(in: self, from: $0)
            }, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Carries out a removal the rules decided: reports its warning, then removes the routes.
    /// - Returns: The removed routes, bottom-most first.
    mutating func apply<Screen>(_ removal: RouteRemoval, at site: CallSite) -> [Route<Screen>]
    where Element == Route<Screen> {
        removal.warning?.report(at: site)
        guard let start = removal.start else { return [] }
        let removed = Array(self[start...])
        removeSubrange(start...)
        return removed
    }
}
