@_spi(StapelUI) import StapelCore
import Testing

/// Checks everything the stack derives from its routes against a scan of the routes.
@MainActor
func checkDerivedState(of stack: Stack<Int>, removed: Set<RouteID>) {
    #expect(RouteListError.firstError(in: stack.routes) == nil)
    var layer = stack.baseLayer
    var expectedPath: [RouteID] = []
    for (index, route) in stack.routes.enumerated() {
        #expect(stack.entry(for: route.id)?.route.screen == route.screen)
        #expect(stack.entry(for: route.id)?.info == RouteInfo(route: route, index: index))
        if route.style.isPresentation {
            #expect(layer.path == expectedPath)
            #expect(layer.presentedID == route.id)
            guard let next = stack.layer(startedBy: route.id) else {
                Issue.record("no layer for presentation \(route.id)")
                return
            }
            #expect(next.hasNavigation == route.style.hasNavigation)
            layer = next
            expectedPath = []
        } else {
            expectedPath.append(route.id)
        }
    }
    #expect(layer.path == expectedPath)
    #expect(layer.presentedID == nil)
    for id in removed where !stack.routes.contains(where: { $0.id == id }) {
        #expect(!stack.contains(id))
    }
    #expect(stack.canPop == (stack.top?.style == .push))
    #expect(stack.canGoBack == !stack.routes.isEmpty)
}
