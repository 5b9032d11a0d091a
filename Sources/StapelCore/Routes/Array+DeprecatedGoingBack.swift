// The route-list spellings of go-back from before the shared vocabulary, kept as forwards.
extension Array {
    /// Goes back to the topmost route that matches; `nil` goes back to the root.
    ///
    /// ```swift
    /// routes.goBack(to: .matching { $0.name == "inbox" })
    /// routes.goBackToRoot()
    /// ```
    /// - Parameters:
    ///   - target: Whether a route is the one to go back to; `nil` for the root.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    @available(
        *, deprecated,
        message: "Use goBack(to: .matching { … }) with a RouteTarget, or goBackToRoot() for nil"
    )
    public mutating func goBack<Screen>(
        to target: ((Route<Screen>) -> Bool)?, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) where Element == Route<Screen> {
        if let target {
            goBack(
                to: .matching(target), fileID: fileID, filePath: filePath, line: line,
                column: column)
        } else {
            goBackToRoot(fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Goes back to the topmost route with a name.
    ///
    /// ```swift
    /// routes.goBack(to: .name("inbox"))
    /// ```
    /// - Parameters:
    ///   - name: The name of the route to go back to.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    @available(*, deprecated, message: "Use goBack(to: .name(name))")
    public mutating func goBack<Screen>(
        toName name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Element == Route<Screen> {
        goBack(to: .name(name), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
