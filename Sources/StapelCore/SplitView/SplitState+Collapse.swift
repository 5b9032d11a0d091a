// Collapsing a split view to one stack and expanding it back: the two pure functions that let a
// split view change its number of columns without losing a selection or a route.
extension SplitState {
    /// The split view as one navigation stack, as it shows collapsed to one column: a route for
    /// the sidebar's selection, one for the content's, then the detail routes.
    ///
    /// ``init(collapsedRoutes:columnVisibility:)`` expands it back to this state, and a stack
    /// edited while collapsed (the user's back, pushes and presentations on the detail column)
    /// expands to the state it shows. Deep links and saved split views use this form.
    ///
    /// ```swift
    /// state.collapsedRoutes.map(\.screen)  // [.sidebar(.inbox), .content(42), .detail(.reply)]
    /// ```
    /// - Complexity: O(n) in the number of detail routes.
    public var collapsedRoutes: [Route<SplitScreen<Sidebar, Content, Screen>>] {
        var routes: [Route<SplitScreen<Sidebar, Content, Screen>>] = []
        routes.reserveCapacity(detailRoutes.count + 2)
        if let sidebarSelection, let sidebarRouteID {
            routes.append(Route(.sidebar(sidebarSelection), id: sidebarRouteID))
        }
        if let contentSelection, let contentRouteID {
            routes.append(Route(.content(contentSelection), id: contentRouteID))
        }
        for route in detailRoutes {
            routes.append(route.showing(.detail(route.screen)))
        }
        return routes
    }

    /// Expands a split view collapsed to one stack back to its state.
    ///
    /// ```swift
    /// let state = try SplitState<Mailbox, Message.ID, MailScreen>(collapsedRoutes: [
    ///     .push(.sidebar(.inbox)), .push(.content(42)), .push(.detail(.reply)),
    /// ])
    /// ```
    /// - Parameters:
    ///   - routes: The stack: selections first, then the detail routes.
    ///   - columnVisibility: Which columns show in a regular width.
    /// - Throws: The first ``RouteListError`` of the list.
    /// - Complexity: O(n) in the number of routes.
    public init(
        collapsedRoutes routes: [Route<SplitScreen<Sidebar, Content, Screen>>],
        columnVisibility: SplitColumnVisibility = .automatic
    ) throws(RouteListError) {
        if let error = RouteListError.firstError(inSplitView: routes) { throw error }
        self.init(columnVisibility: columnVisibility)
        for route in routes {
            switch route.screen {
            case .sidebar(let selection):
                sidebarSelection = selection
                sidebarRouteID = route.id
            case .content(let selection):
                contentSelection = selection
                contentRouteID = route.id
            case .detail(let screen):
                detailRoutes.append(route.showing(screen))
            }
        }
    }

    /// The first reason the state can't be drawn, or `nil`: detail routes that can't stand on
    /// a stack, such as a push onto a sheet without navigation.
    ///
    /// ```swift
    /// SplitState<Mailbox, Never, MailScreen>(detailRoutes: [.sheet(.reply), .push(.quote)])
    ///     .firstError  // .pushWithoutNavigation(…, index: 1)
    /// ```
    public var firstError: RouteListError? {
        RouteListError.firstError(inSplitView: collapsedRoutes)
    }
}

extension RouteListError {
    /// The first reason a route list is not a split view collapsed to one stack, or `nil`.
    ///
    /// ```swift
    /// let routes: [Route<SplitScreen<Mailbox, Message.ID, MailScreen>>] = [
    ///     .push(.detail(.reply)), .push(.sidebar(.inbox)),
    /// ]
    /// RouteListError.firstError(inSplitView: routes)  // .misplacedSelection(…, index: 1)
    /// ```
    /// - Parameter routes: The stack: selections first, then the detail routes.
    /// - Returns: The first problem, or `nil`.
    /// - Complexity: O(n) in the number of routes.
    public static func firstError<Sidebar, Content, Screen>(
        inSplitView routes: [Route<SplitScreen<Sidebar, Content, Screen>>]
    ) -> RouteListError? {
        let hasContentColumn = Content.self != Never.self
        // The columns a selection may still come for: the sidebar's, then the content's; the
        // detail routes come after them.
        var next = SplitColumn.sidebar
        for (index, route) in routes.enumerated() {
            let column = route.screen.column
            if column == .detail {
                next = .detail
                continue
            }
            guard column >= next, next != .detail, column == .sidebar || hasContentColumn else {
                return .misplacedSelection(route.id, index: index)
            }
            guard route.style == .push, route.name == nil else {
                return .selectionNotPushed(route.id, index: index)
            }
            next = column == .sidebar && hasContentColumn ? .content : .detail
        }
        return firstError(in: routes)
    }

    /// The length of the longest start of a route list that is a split view collapsed to one
    /// stack: what a restore keeps.
    ///
    /// ```swift
    /// let routes: [Route<SplitScreen<Mailbox, Message.ID, MailScreen>>] = [
    ///     .push(.sidebar(.inbox)), .push(.sidebar(.sent)),
    /// ]
    /// RouteListError.validPrefixLength(ofSplitView: routes)  // 1
    /// ```
    /// - Parameter routes: The stack: selections first, then the detail routes.
    /// - Returns: The number of routes before the first problem.
    public static func validPrefixLength<Sidebar, Content, Screen>(
        ofSplitView routes: [Route<SplitScreen<Sidebar, Content, Screen>>]
    ) -> Int {
        firstError(inSplitView: routes)?.index ?? routes.count
    }
}
