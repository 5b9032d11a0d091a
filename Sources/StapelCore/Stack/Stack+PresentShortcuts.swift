extension Stack {
    /// Presents a screen as a sheet: ``present(_:style:name:options:context:fileID:filePath:line:column:onDismiss:)``
    /// with the `.sheet` style, under the name a route list uses too.
    ///
    /// ```swift
    /// stack.presentSheet(.compose, withNavigation: true)
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - withNavigation: Whether the sheet brings its own navigation stack.
    ///   - name: A name to go back to later.
    ///   - options: How the route is presented beyond its style.
    ///   - context: Facts for the evaluator.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    ///   - onDismiss: Called after the presented route is dismissed.
    /// - Returns: What came of the request.
    @discardableResult
    public func presentSheet(
        _ screen: Screen, withNavigation: Bool = false, name: String? = nil,
        options: RouteOptions = RouteOptions(), context: PushContext = PushContext(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        onDismiss: (@MainActor () -> Void)? = nil
    ) -> PushResult {
        present(
            screen, style: .sheet(withNavigation: withNavigation), name: name, options: options,
            context: context, fileID: fileID, filePath: filePath, line: line, column: column,
            onDismiss: onDismiss)
    }

    /// Presents a screen as a full-screen cover: ``present(_:style:name:options:context:fileID:filePath:line:column:onDismiss:)``
    /// with the `.fullScreenCover` style, under the name a route list uses too.
    ///
    /// ```swift
    /// stack.presentCover(.onboarding, withNavigation: true)
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - withNavigation: Whether the cover brings its own navigation stack.
    ///   - name: A name to go back to later.
    ///   - options: How the route is presented beyond its style.
    ///   - context: Facts for the evaluator.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    ///   - onDismiss: Called after the presented route is dismissed.
    /// - Returns: What came of the request.
    @discardableResult
    public func presentCover(
        _ screen: Screen, withNavigation: Bool = false, name: String? = nil,
        options: RouteOptions = RouteOptions(), context: PushContext = PushContext(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        onDismiss: (@MainActor () -> Void)? = nil
    ) -> PushResult {
        present(
            screen, style: .fullScreenCover(withNavigation: withNavigation), name: name,
            options: options, context: context, fileID: fileID, filePath: filePath, line: line,
            column: column, onDismiss: onDismiss)
    }

    /// Presents a screen as a popover in a regular width: ``present(_:style:name:options:context:fileID:filePath:line:column:onDismiss:)``
    /// with the `.popover` style, under the name a route list uses too.
    ///
    /// ```swift
    /// stack.presentPopover(.share, adaptingTo: .sheet)
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - withNavigation: Whether the popover brings its own navigation stack.
    ///   - adaptation: What the popover becomes in a compact width; `nil` keeps the options'
    ///     ``RouteOptions/popoverAdaptation``, the platform's choice by default.
    ///   - name: A name to go back to later.
    ///   - options: How the route is presented beyond its style.
    ///   - context: Facts for the evaluator.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    ///   - onDismiss: Called after the presented route is dismissed.
    /// - Returns: What came of the request.
    @discardableResult
    public func presentPopover(
        _ screen: Screen, withNavigation: Bool = false,
        adaptingTo adaptation: PopoverAdaptation? = nil, name: String? = nil,
        options: RouteOptions = RouteOptions(), context: PushContext = PushContext(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        onDismiss: (@MainActor () -> Void)? = nil
    ) -> PushResult {
        present(
            screen, style: .popover(withNavigation: withNavigation), name: name,
            options: options.adaptingPopover(to: adaptation), context: context, fileID: fileID,
            filePath: filePath, line: line, column: column, onDismiss: onDismiss)
    }
}
