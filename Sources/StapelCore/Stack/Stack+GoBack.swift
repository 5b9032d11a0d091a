extension Stack {
    /// Dismisses the topmost presentation and everything on it.
    ///
    /// With nothing presented, this changes nothing and reports nothing, as SwiftUI's
    /// `DismissAction` does.
    ///
    /// ```swift
    /// stack.present(.compose, style: .sheet(withNavigation: true))
    /// stack.push(.attachments)
    /// stack.dismiss()  // removes both
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The dismissed routes, bottom-most first; empty when nothing was presented.
    /// - Complexity: O(k), where k is the number of routes dismissed.
    @discardableResult
    public func dismiss(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] {
        apply(
            GoBackRules.dismiss(in: currentShape),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Dismisses every presentation, back to the base layer. Routes pushed on the base layer
    /// stay.
    ///
    /// Where one update cannot dismiss several presentations (see ``PlatformCapabilities``), the
    /// dismissals run as a planned change, one per step; the state moves step by step.
    ///
    /// With nothing presented, this changes nothing and reports nothing.
    ///
    /// ```swift
    /// stack.dismissAll()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The dismissed routes, bottom-most first; empty when nothing was presented.
    /// - Complexity: O(k), where k is the number of routes dismissed.
    @discardableResult
    public func dismissAll(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] {
        applyGoingBack(
            GoBackRules.dismissAll(in: currentShape),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Goes back by a number of routes, popping and dismissing as needed.
    ///
    /// A count of zero changes nothing. A negative count, or an empty stack, changes nothing and
    /// reports a ``StapelWarning``; a count larger than the stack goes back to the root and
    /// reports one.
    ///
    /// ```swift
    /// stack.goBack(3)
    /// ```
    /// - Parameters:
    ///   - count: How many routes to remove. The default is one.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first.
    /// - Complexity: O(k), where k is `count`.
    @discardableResult
    public func goBack(
        _ count: Int = 1, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> [Route<Screen>] {
        applyGoingBack(
            GoBackRules.goBack(count, in: currentShape),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Goes back to a route anywhere on the stack, popping and dismissing as needed. The route
    /// stays on top; ``RouteTarget/root`` goes back to the stack's root.
    ///
    /// A target already on top, ``RouteTarget/root`` on an empty stack, and a
    /// ``RouteTarget/matching(_:)`` condition that no route meets change nothing and report
    /// nothing. A name or identifier that no route has changes nothing and reports a
    /// ``StapelWarning``.
    ///
    /// ```swift
    /// stack.goBack(to: .name("inbox"))
    /// stack.goBack(to: .root)
    /// ```
    /// - Parameters:
    ///   - target: The route to go back to.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first; empty when nothing changed.
    /// - Complexity: O(n) in the number of routes.
    @discardableResult
    public func goBack(
        to target: RouteTarget<Screen>, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Route<Screen>] {
        applyGoingBack(
            GoBackRules.goBack(to: target, in: currentShape) { topmostIndex(of: target, from: $0) },
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Goes back to the stack's root, popping and dismissing everything: `goBack(to: .root)`,
    /// under the name a route list uses too. On an empty stack, this changes nothing and
    /// reports nothing.
    ///
    /// ```swift
    /// stack.goBackToRoot()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes, bottom-most first.
    /// - Complexity: O(n) in the number of routes.
    @discardableResult
    public func goBackToRoot(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Screen>] {
        applyGoingBack(
            GoBackRules.goBackToRoot(in: currentShape),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Removes every route at once, whatever one update can draw: for a view that draws the
    /// stack anew, such as a split view's detail column when its selection changes, where no
    /// transition takes the old routes away.
    /// - Returns: The removed routes, bottom-most first.
    @discardableResult
    func removeAllRoutesForNewView() -> [Route<Screen>] {
        guard !storedRoutes.isEmpty else { return [] }
        beginProgramChange()
        return removeRoutesAndEmit(from: 0)
    }
}
