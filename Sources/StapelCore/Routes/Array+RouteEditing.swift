import IssueReporting

// Editing a route list held as a value, as a reducer or a `StapelStack($routes)` container
// does. Each operation follows the same rules as the `Stack` operation of the same name, and
// misuse leaves the list as it was with a runtime warning.
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
            reportIssue(
                "Stapel: push(_:) ignored: the presentation on top has no navigation. Present it "
                    + "withNavigation: true to push inside it.")
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

    /// Pops screens from the navigation on top, never past its root.
    ///
    /// ```swift
    /// routes.pop()
    /// routes.pop(2)
    /// ```
    /// - Parameter count: How many screens to pop.
    public mutating func pop<Screen>(_ count: Int = 1) where Element == Route<Screen> {
        guard count >= 0 else {
            reportIssue("Stapel: pop(\(count)) ignored: the count must not be negative.")
            return
        }
        guard count > 0 else { return }
        let available = self.count - firstPushOfTopNavigation(Screen.self)
        guard available > 0 else {
            reportIssue("Stapel: pop(\(count)) ignored: the navigation on top has nothing pushed.")
            return
        }
        if count > available {
            reportIssue(
                "Stapel: pop(\(count)) popped only \(available): that is all the navigation on top "
                    + "has.")
        }
        removeLast(Swift.min(count, available))
    }

    /// Pops to the root of the navigation on top.
    ///
    /// ```swift
    /// routes.popToRoot()
    /// ```
    public mutating func popToRoot<Screen>() where Element == Route<Screen> {
        let first = firstPushOfTopNavigation(Screen.self)
        guard first < count else {
            reportIssue(
                "Stapel: popToRoot() ignored: the navigation on top is at its root already.")
            return
        }
        removeSubrange(first...)
    }

    /// Dismisses the presentation on top, with everything pushed inside it.
    ///
    /// ```swift
    /// routes.dismiss()
    /// ```
    public mutating func dismiss<Screen>() where Element == Route<Screen> {
        guard let index = lastIndex(where: { $0.style.isPresentation }) else {
            reportIssue("Stapel: dismiss() ignored: nothing is presented.")
            return
        }
        removeSubrange(index...)
    }

    /// Dismisses every presentation, back to the base navigation.
    ///
    /// ```swift
    /// routes.dismissAll()
    /// ```
    public mutating func dismissAll<Screen>() where Element == Route<Screen> {
        guard let index = firstIndex(where: { $0.style.isPresentation }) else {
            reportIssue("Stapel: dismissAll() ignored: nothing is presented.")
            return
        }
        removeSubrange(index...)
    }

    /// Goes back to the topmost route that matches, popping and dismissing whatever stands
    /// above it; `nil` goes back to the root of the base navigation.
    ///
    /// ```swift
    /// routes.goBack(to: { $0.name == "inbox" })
    /// routes.goBack(to: nil)   // everything, back to the root
    /// ```
    /// - Parameter target: Whether a route is the one to go back to; `nil` for the root.
    public mutating func goBack<Screen>(to target: ((Route<Screen>) -> Bool)?)
    where Element == Route<Screen> {
        guard let target else {
            guard !isEmpty else {
                reportIssue("Stapel: goBack(to: nil) ignored: the list is at its root already.")
                return
            }
            removeAll()
            return
        }
        guard let index = lastIndex(where: target) else {
            reportIssue("Stapel: goBack(to:) ignored: no route in the list matches.")
            return
        }
        removeSubrange((index + 1)...)
    }

    /// Goes back to the topmost route with a name, popping and dismissing whatever stands
    /// above it.
    ///
    /// ```swift
    /// routes.goBack(toName: "inbox")
    /// ```
    /// - Parameter name: The name of the route to go back to.
    public mutating func goBack<Screen>(toName name: String) where Element == Route<Screen> {
        goBack(to: { $0.name == name })
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
            reportIssue("Stapel: replaceTop(with:) ignored: the list shows only its root.")
            return nil
        }
        let route = Route(screen, style: top.style, name: name)
        self[endIndex - 1] = route
        return route.id
    }

    /// The index of the first push of the navigation on top: after the last presentation.
    private func firstPushOfTopNavigation<Screen>(_: Screen.Type) -> Int
    where Element == Route<Screen> {
        lastIndex(where: { $0.style.isPresentation }).map { $0 + 1 } ?? 0
    }
}
