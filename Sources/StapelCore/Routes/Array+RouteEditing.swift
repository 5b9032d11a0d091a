// Editing a route list held as a value, as a reducer or a `StapelStack($routes)` container
// does. Each operation has the name, the parameters and the rules of the `Stack` operation of
// the same name; the go-back rules come from `GoBackRules`, and the rule of names (a route may
// not repeat a name in the list) from `RouteNameRules`. Misuse leaves the list as it was with a
// `StapelWarning`; a call whose effect is already true does nothing and reports nothing.
extension Array {
    /// Pushes a screen onto the navigation on top of the list.
    ///
    /// A push onto a presentation without navigation changes nothing and reports a
    /// ``StapelWarning``, as on a `Stack`. So does a push whose `name` a route in the list
    /// carries already: names are unique on a stack (see ``RouteListError/duplicateName(_:index:)``).
    ///
    /// ```swift
    /// routes.push(.detail(id: 42))
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to go back to later.
    ///   - options: How the route is presented, such as the view it zooms from.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The new route's identifier, or `nil` if nothing was pushed.
    @discardableResult
    public mutating func push<Screen>(
        _ screen: Screen, name: String? = nil, options: RouteOptions = RouteOptions(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> RouteID? where Element == Route<Screen> {
        guard
            StandingRules.canStand(
                .push, onLayerWithNavigation: StandingRules.topLayerHasNavigation(of: self),
                over: last?.style)
        else {
            StapelWarning(.noNavigation, StandingRules.refusal(of: "push(_:)", over: last?.style))
                .report(
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return nil
        }
        if let name, RouteNameRules.isTaken(name, in: self) {
            RouteNameRules.refusal(of: name, by: "push(_:name:)").report(
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return nil
        }
        let route = Route(
            screen, style: .push, name: name, options: options, id: .unique(addingTo: self))
        append(route)
        return route.id
    }

    /// Presents a screen as a sheet or full-screen cover over the list.
    ///
    /// A `name` that a route in the list carries already changes nothing and reports a
    /// ``StapelWarning``, as on a `Stack`.
    ///
    /// ```swift
    /// routes.present(.compose, style: .sheet(withNavigation: true))
    /// routes.present(.share, style: .popover(withNavigation: false))
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - style: A sheet, a popover or a full-screen cover, with or without navigation; `.push`
    ///     pushes. The default is a sheet without navigation.
    ///   - name: A name to go back to later.
    ///   - options: How the route is presented: its detents, a dismiss lock, a popover's adaptation,
    ///     background interaction, the view it zooms from.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The new route's identifier, or `nil` if nothing was presented.
    @discardableResult
    public mutating func present<Screen>(
        _ screen: Screen, style: RouteStyle = .sheet(withNavigation: false), name: String? = nil,
        options: RouteOptions = RouteOptions(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> RouteID? where Element == Route<Screen> {
        if style == .push {
            return push(
                screen, name: name, options: options, fileID: fileID, filePath: filePath,
                line: line, column: column)
        }
        guard StandingRules.canStand(style, onLayerWithNavigation: true, over: last?.style) else {
            StapelWarning(
                .noNavigation, StandingRules.refusal(of: "present(_:style:)", over: last?.style)
            ).report(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return nil
        }
        if let name, RouteNameRules.isTaken(name, in: self) {
            RouteNameRules.refusal(of: name, by: "present(_:style:name:)")
                .report(
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return nil
        }
        let route = Route(
            screen, style: style, name: name, options: options, id: .unique(addingTo: self))
        append(route)
        return route.id
    }

    /// Presents a screen as a sheet over the list.
    ///
    /// ```swift
    /// routes.presentSheet(.compose, withNavigation: true)
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - withNavigation: Whether the sheet brings its own navigation.
    ///   - name: A name to go back to later.
    ///   - options: How the sheet is presented: its detents, a dismiss lock.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The new route's identifier, or `nil` if nothing was presented.
    @discardableResult
    public mutating func presentSheet<Screen>(
        _ screen: Screen, withNavigation: Bool = false, name: String? = nil,
        options: RouteOptions = RouteOptions(), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> RouteID? where Element == Route<Screen> {
        present(
            screen, style: .sheet(withNavigation: withNavigation), name: name, options: options,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presents a screen as a popover over the list.
    ///
    /// ```swift
    /// routes.presentPopover(.share, adaptingTo: .sheet)
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - withNavigation: Whether the popover brings its own navigation.
    ///   - adaptation: What the popover becomes in a compact width; `nil` keeps the options'
    ///     ``RouteOptions/popoverAdaptation``, the platform's choice by default.
    ///   - name: A name to go back to later.
    ///   - options: How the popover is presented beyond its style.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The new route's identifier, or `nil` if nothing was presented.
    @discardableResult
    public mutating func presentPopover<Screen>(
        _ screen: Screen, withNavigation: Bool = false,
        adaptingTo adaptation: PopoverAdaptation? = nil, name: String? = nil,
        options: RouteOptions = RouteOptions(), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> RouteID? where Element == Route<Screen> {
        present(
            screen, style: .popover(withNavigation: withNavigation), name: name,
            options: options.adaptingPopover(to: adaptation), fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Presents a screen as a full-screen cover over the list.
    ///
    /// ```swift
    /// routes.presentCover(.onboarding, withNavigation: true)
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - withNavigation: Whether the cover brings its own navigation.
    ///   - name: A name to go back to later.
    ///   - options: How the cover is presented, such as the view it zooms from.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The new route's identifier, or `nil` if nothing was presented.
    @discardableResult
    public mutating func presentCover<Screen>(
        _ screen: Screen, withNavigation: Bool = false, name: String? = nil,
        options: RouteOptions = RouteOptions(), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> RouteID? where Element == Route<Screen> {
        present(
            screen, style: .fullScreenCover(withNavigation: withNavigation), name: name,
            options: options, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Replaces the topmost route with a new screen shown the same way: a pop and a push, or a
    /// dismissal and a presentation, in one edit.
    ///
    /// The new route gets a new identity, so the old screen's state goes, as with
    /// `Stack.replaceTop(with:name:)`; it keeps the old route's style and options. To edit a screen and keep its identity, assign to the
    /// route's `screen` instead. On an empty list this changes nothing and reports a
    /// ``StapelWarning``, as does a `name` that a route below the top carries already.
    ///
    /// ```swift
    /// routes.replaceTop(with: .detail(id: 7))
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
    public mutating func replaceTop<Screen>(
        with screen: Screen, name: String? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> RouteID? where Element == Route<Screen> {
        guard
            let route = TopReplacement.route(
                replacingTopOf: self, with: screen, name: name, in: "list",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        else { return nil }
        self[endIndex - 1] = route
        return route.id
    }
}
