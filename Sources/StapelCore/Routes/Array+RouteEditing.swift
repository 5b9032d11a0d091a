// Editing a route list held as a value, as a reducer or a `StapelStack($routes)` container
// does. Each operation follows the same rules as the `Stack` operation of the same name, from
// `GoBackRules`; misuse leaves the list as it was with a `StapelWarning`.
extension Array {
    /// Pushes a screen onto the navigation on top of the list.
    ///
    /// ```swift
    /// routes.push(.detail(42))
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to go back to later.
    public mutating func push<Screen>(_ screen: Screen, name: String? = nil)
    where Element == Route<Screen> {
        guard
            lastIndex(where: { $0.style.isPresentation }).map({ self[$0].style.hasNavigation })
                ?? true
        else {
            StapelWarning(
                .noNavigation,
                "push(_:) ignored: the presentation on top has no navigation. Present it "
                    + "withNavigation: true to push inside it."
            ).report(at: CallSite())
            return
        }
        append(.push(screen, name: name))
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
    public mutating func presentSheet<Screen>(
        _ screen: Screen, withNavigation: Bool = false, name: String? = nil
    ) where Element == Route<Screen> {
        append(.sheet(screen, withNavigation: withNavigation, name: name))
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
    public mutating func presentCover<Screen>(
        _ screen: Screen, withNavigation: Bool = false, name: String? = nil
    ) where Element == Route<Screen> {
        append(.fullScreenCover(screen, withNavigation: withNavigation, name: name))
    }

    /// Pops screens from the navigation on top, never past its root. The rules are
    /// `Stack.pop(_:)`'s.
    ///
    /// ```swift
    /// routes.pop()
    /// routes.pop(2)
    /// ```
    /// - Parameters:
    ///   - count: How many screens to pop.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    public mutating func pop<Screen>(
        _ count: Int = 1, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where Element == Route<Screen> {
        apply(
            GoBackRules.pop(count, in: RouteListShape(self)),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pops to the root of the navigation on top; with nothing pushed there, does nothing.
    ///
    /// ```swift
    /// routes.popToRoot()
    /// ```
    public mutating func popToRoot<Screen>() where Element == Route<Screen> {
        apply(GoBackRules.popToRoot(in: RouteListShape(self)), at: CallSite())
    }

    /// Dismisses the presentation on top, with everything pushed inside it; with nothing
    /// presented, does nothing.
    ///
    /// ```swift
    /// routes.dismiss()
    /// ```
    public mutating func dismiss<Screen>() where Element == Route<Screen> {
        apply(GoBackRules.dismiss(in: RouteListShape(self)), at: CallSite())
    }

    /// Dismisses every presentation, back to the base navigation; with nothing presented, does
    /// nothing.
    ///
    /// ```swift
    /// routes.dismissAll()
    /// ```
    public mutating func dismissAll<Screen>() where Element == Route<Screen> {
        apply(GoBackRules.dismissAll(in: RouteListShape(self)), at: CallSite())
    }

    /// Goes back to the topmost route that matches, popping and dismissing whatever stands
    /// above it; `nil` goes back to the root of the base navigation. A condition no route meets,
    /// and `nil` on an empty list, change nothing.
    ///
    /// ```swift
    /// routes.goBack(to: { $0.name == "inbox" })
    /// routes.goBack(to: nil)   // everything, back to the root
    /// ```
    /// - Parameter target: Whether a route is the one to go back to; `nil` for the root.
    public mutating func goBack<Screen>(to target: ((Route<Screen>) -> Bool)?)
    where Element == Route<Screen> {
        let target: RouteTarget<Screen> = target.map { .matching($0) } ?? .root
        let routes = self
        apply(
            GoBackRules.goBack(to: target, in: RouteListShape(self)) {
                target.topmostIndex(in: routes, from: $0)
            },
            at: CallSite())
    }

    /// Goes back to the topmost route with a name, popping and dismissing whatever stands
    /// above it. A name no route carries changes nothing and reports a ``StapelWarning``.
    ///
    /// ```swift
    /// routes.goBack(toName: "inbox")
    /// ```
    /// - Parameter name: The name of the route to go back to.
    public mutating func goBack<Screen>(toName name: String) where Element == Route<Screen> {
        let routes = self
        let target = RouteTarget<Screen>.name(name)
        apply(
            GoBackRules.goBack(to: target, in: RouteListShape(self)) {
                target.topmostIndex(in: routes, from: $0)
            },
            at: CallSite())
    }

    /// Replaces the topmost route with a new screen shown the same way: a pop and a push, or a
    /// dismissal and a presentation, in one edit.
    ///
    /// The new route gets a new identity, so the old screen's state goes, as with
    /// `Stack.replaceTop(with:name:)`. To edit a screen and keep its identity, assign to the
    /// route's `screen` instead. On an empty list this changes nothing and reports a runtime
    /// warning.
    ///
    /// ```swift
    /// routes.replaceTop(with: .receipt(orderID))
    /// ```
    /// - Parameters:
    ///   - screen: The new screen.
    ///   - name: The new route's name.
    /// - Returns: The new route's identifier, or `nil` if nothing was replaced.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func replaceTop<Screen>(with screen: Screen, name: String? = nil) -> RouteID?
    where Element == Route<Screen> {
        guard let top = last else {
            StapelWarning(
                .nothingToReplace, "replaceTop(with:) ignored: the list shows only its root."
            ).report(at: CallSite())
            return nil
        }
        let route = Route(screen, style: top.style, name: name)
        self[endIndex - 1] = route
        return route.id
    }

    /// Carries out a removal the rules decided: reports its warning, then removes the routes.
    /// - Returns: The removed routes, bottom-most first.
    @discardableResult
    mutating func apply<Screen>(_ removal: RouteRemoval, at site: CallSite) -> [Route<Screen>]
    where Element == Route<Screen> {
        removal.warning?.report(at: site)
        guard let start = removal.start else { return [] }
        let removed = Array(self[start...])
        removeSubrange(start...)
        return removed
    }
}
