extension ScreenSlot {
    /// The screen on top of a layer: its last push, or else the screen that starts it (the
    /// stack's root for the base layer).
    ///
    /// The rule behind ``StackLayer/topScreen``, ``StackLayer/rootScreen`` and
    /// ``topScreens(of:)``: every top screen the core and its test kit work out goes through it.
    ///
    /// ```swift
    /// ScreenSlot.top(ofLayerStartedBy: nil, lastPush: nil)  // .root
    /// ```
    /// - Parameters:
    ///   - rootID: The presented route that starts the layer, or `nil` for the base layer.
    ///   - lastPush: The last route pushed on the layer, if any.
    /// - Returns: The top screen.
    static func top(ofLayerStartedBy rootID: RouteID?, lastPush: RouteID?) -> ScreenSlot {
        if let lastPush { return .route(lastPush) }
        if let rootID { return .route(rootID) }
        return .root
    }

    /// The screen on top of every layer of a route list, base first: what a UI shows of the
    /// list, one screen per layer. A screen that leaves this list has been hidden or removed.
    ///
    /// The same as the stack's layers give for the same routes: see
    /// ``StackLayer/topScreen``.
    ///
    /// ```swift
    /// ScreenSlot.topScreens(of: [.push(1), .sheet(2), .push(3)])  // [.route(1's id), .route(3's id)]
    /// ```
    /// - Parameter routes: The routes above the root, bottom-most first.
    /// - Returns: One screen per layer.
    /// - Complexity: O(n) in the number of routes.
    package static func topScreens<Screen>(of routes: [Route<Screen>]) -> [ScreenSlot] {
        var tops: [ScreenSlot] = []
        var rootID: RouteID?
        var lastPush: RouteID?
        for route in routes {
            if route.style.isPresentation {
                tops.append(top(ofLayerStartedBy: rootID, lastPush: lastPush))
                rootID = route.id
                lastPush = nil
            } else {
                lastPush = route.id
            }
        }
        tops.append(top(ofLayerStartedBy: rootID, lastPush: lastPush))
        return tops
    }
}
