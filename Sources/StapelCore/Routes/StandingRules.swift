/// The rule of what can stand on top, in one place: a presentation can stand on any layer, since
/// it starts a layer of its own, with navigation or without as its style says; a push can stand
/// only on a layer with navigation, as the root's layer is; and nothing stands over an alert or
/// a confirmation dialog, which the user answers before anything else shows. `Stack` (from its layers), the
/// editing methods of `[Route<Screen>]` and ``RouteListError`` (from the routes) all ask this,
/// as they ask ``RouteNameRules`` about names and ``GoBackRules`` about going back.
@usableFromInline
enum StandingRules {
    /// Whether the root's layer, below every route, has navigation.
    static let rootLayerHasNavigation = true

    /// Whether a route with this style can stand on top of a layer.
    /// - Parameters:
    ///   - style: The route's style.
    ///   - layerHasNavigation: Whether the layer it would stand on has navigation.
    ///   - top: The style of the route it would stand on, `nil` for the root.
    @inlinable
    static func canStand(
        _ style: RouteStyle, onLayerWithNavigation layerHasNavigation: Bool, over top: RouteStyle?
    ) -> Bool {
        (style.isPresentation || layerHasNavigation) && top?.isAlert != true
    }

    /// Why a route can't stand on top, for a warning: an alert on top, or a layer without
    /// navigation.
    static func refusal(of operation: String, over top: RouteStyle?) -> String {
        top?.isAlert == true
            ? "\(operation) ignored: an alert or a confirmation dialog is on top. Nothing "
                + "stands over it until the user answers it or it is dismissed."
            : "\(operation) ignored: the topmost presentation has no navigation. Present it "
                + "with withNavigation: true, or present the screen instead."
    }

    /// Whether the layer on top has navigation once a route with this style stands on a layer:
    /// a presentation's own layer has it if the presentation brings it; a push stays on the layer.
    static func layerHasNavigation(after style: RouteStyle, onLayerWithNavigation: Bool) -> Bool {
        style.isPresentation ? style.hasNavigation : onLayerWithNavigation
    }

    /// Whether the layer on top of a route list has navigation.
    /// - Complexity: O(k) in the number of routes above the topmost presentation.
    static func topLayerHasNavigation<Screen>(
        of routes: some BidirectionalCollection<Route<Screen>>
    )
        -> Bool
    {
        routes.last { $0.style.isPresentation }?.style.hasNavigation ?? rootLayerHasNavigation
    }
}
