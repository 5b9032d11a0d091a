// Editing the options of a route list held as a value, with the rules of the `Stack` operation
// of the same name.
extension Array {
    /// Moves a presented sheet of the list to one of its detents: the route's
    /// ``RouteOptions/selectedDetent`` changes, and the container that draws the list moves
    /// the sheet.
    ///
    /// A detent the sheet already rests at changes nothing. An unknown identifier, or a detent
    /// that is not one of the route's ``RouteOptions/detents``, changes nothing and reports a
    /// ``StapelWarning``, as on a `Stack`.
    ///
    /// ```swift
    /// routes.setSelectedDetent(.large, of: filtersID)
    /// ```
    /// - Parameters:
    ///   - detent: One of the route's detents.
    ///   - id: The route's identifier.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Complexity: O(n) in the number of routes.
    public mutating func setSelectedDetent<Screen>(
        _ detent: SheetDetent, of id: RouteID, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Element == Route<Screen> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let index = firstIndex(where: { $0.id == id }) else {
            StapelWarning(
                .unknownRoute, "setSelectedDetent(_:of:) ignored: no route \(id) in the list."
            ).report(at: site)
            return
        }
        guard self[index].options.detents.contains(detent) else {
            StapelWarning(
                .unknownDetent,
                "setSelectedDetent(_:of:) ignored: \(detent) is not one of the detents of route "
                    + "\(id) (\(self[index].options.detents.map(\.description).joined(separator: ", ")))."
            ).report(at: site)
            return
        }
        self[index].options.selectedDetent = detent
    }
}
