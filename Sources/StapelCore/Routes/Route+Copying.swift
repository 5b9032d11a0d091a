extension Route {
    /// The same route showing another screen value, of any type: the same identity, style,
    /// name and options. A child flow's route, a collapsed split view's and a relabelled route
    /// list's are made with it, so that none of them drops a part of the route.
    package func showing<Other>(_ screen: Other) -> Route<Other> {
        Route<Other>(screen, style: style, name: name, options: options, id: id)
    }

    /// The same route under another identity.
    package func identified(as id: RouteID) -> Route {
        Route(screen, style: style, name: name, options: options, id: id)
    }
}
