extension Stack {
    /// Moves a presented sheet to one of its detents, from code: the route's
    /// ``RouteOptions/selectedDetent`` changes, a ``StackEvent/updated(_:)`` event is emitted,
    /// and the SwiftUI layer's selection binding moves the sheet.
    ///
    /// Like ``updateScreen(_:forRoute:fileID:filePath:line:column:)``, this is an edit in place,
    /// not a change of the route list: a multi-step change under way goes on, with the edit. A
    /// detent the sheet already rests at changes nothing. An unknown identifier, or a detent
    /// that is not one of the route's ``RouteOptions/detents``, changes nothing and reports a
    /// ``StapelWarning``.
    ///
    /// ```swift
    /// stack.setSelectedDetent(.large, of: filtersID)
    /// ```
    /// - Parameters:
    ///   - detent: One of the route's detents.
    ///   - id: The route's identifier.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Complexity: O(k) in the number of the route's detents.
    public func setSelectedDetent(
        _ detent: SheetDetent, of id: RouteID, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let planned = planning.running?.steps.route(id)
        guard let route = position(of: id).map({ storedRoutes[$0] }) ?? planned else {
            warn(
                .unknownRoute, "setSelectedDetent(_:of:) ignored: no route \(id) on the stack.",
                at: site)
            return
        }
        guard route.options.detents.contains(detent) else {
            warn(
                .unknownDetent,
                "setSelectedDetent(_:of:) ignored: \(detent) is not one of the detents of route "
                    + "\(id) (\(route.options.detents.map(\.description).joined(separator: ", "))).",
                at: site)
            return
        }
        guard route.options.selectedDetent != detent else { return }
        var options = route.options
        options.selectedDetent = detent
        updateOptions(
            options, forRoute: id, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Replaces the options of a route in place; the route keeps its identity.
    ///
    /// Only the route's own observable entry changes, and a ``StackEvent/updated(_:)`` event is
    /// emitted. An edit is not a change of the route list: a multi-step change under way goes
    /// on, and its steps to come show the edit. An unknown identifier changes nothing and
    /// reports a ``StapelWarning``.
    ///
    /// ```swift
    /// var options = route.options
    /// options.isInteractiveDismissDisabled = form.hasChanges
    /// stack.updateOptions(options, forRoute: route.id)
    /// ```
    /// - Parameters:
    ///   - options: The new options.
    ///   - id: The route's identifier.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Complexity: O(1).
    public func updateOptions(
        _ options: RouteOptions, forRoute id: RouteID, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard
            let index = positionForEdit(
                of: id, by: "updateOptions(_:forRoute:)",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                { $0.options = options })
        else { return }
        replaceOptions(options, at: index)
    }

    /// Gives the route at a position new options, with its entry and the event; options equal
    /// to the route's change nothing.
    func replaceOptions(_ options: RouteOptions, at index: Int) {
        guard storedRoutes[index].options != options else { return }
        editRoute(at: index) { $0.options = options }
    }
}
