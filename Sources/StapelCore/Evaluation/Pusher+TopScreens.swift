extension Pusher {
    /// The screen on top of every layer of a route list, base first: the last push of each
    /// layer, or the layer's own root (`.root` for the base layer when nothing is pushed).
    ///
    /// What a UI shows of a route list, one screen per layer; a screen that leaves this list has
    /// been hidden or removed. The stack's own `topScreens` reads the same from its layers.
    ///
    /// ```swift
    /// Pusher.topScreens(of: [.push(1), .sheet(2), .push(3)])  // [.route(1's id), .route(3's id)]
    /// ```
    package static func topScreens<Screen>(of routes: [Route<Screen>]) -> [Pusher] {
        var tops: [Pusher] = [.root]
        for route in routes {
            if route.style.isPresentation {
                tops.append(.route(route.id))
            } else {
                tops[tops.count - 1] = .route(route.id)
            }
        }
        return tops
    }
}
