import StapelCore
import Testing

/// The one type for how a route is shown, and what it says of itself.
@Suite("Route styles")
struct RouteStyleTests {
    /// Every style, each paired with whether it is presented and whether it brings navigation.
    static let styles: [(RouteStyle, presented: Bool, navigates: Bool)] = [
        (.push, false, false),
        (.sheet(withNavigation: false), true, false), (.sheet(withNavigation: true), true, true),
        (.popover(withNavigation: false), true, false),
        (.popover(withNavigation: true), true, true),
        (.fullScreenCover(withNavigation: false), true, false),
        (.fullScreenCover(withNavigation: true), true, true),
        (.inspector(withNavigation: false), true, false),
        (.inspector(withNavigation: true), true, true),
    ]

    @Test func eachStyleSaysWhetherItIsPresentedAndBringsNavigation() {
        for (style, presented, navigates) in Self.styles {
            #expect(style.isPresentation == presented, "\(style)")
            #expect(style.hasNavigation == navigates, "\(style)")
            // Only a presentation can bring navigation of its own.
            #expect(!style.hasNavigation || style.isPresentation, "\(style)")
        }
        #expect(Set(Self.styles.map(\.0)).count == Self.styles.count)
    }

    @Test func aRouteKeepsTheStyleItIsMadeWith() {
        let kinds = Self.styles.map { Route(0, style: $0.0).style }
        #expect(kinds == Self.styles.map(\.0))
        #expect(Route.popover(0).style == .popover(withNavigation: false))
        #expect(Route.popover(0, withNavigation: true).style == .popover(withNavigation: true))
        #expect(Route.popover(0).options.popoverAdaptation == nil)
    }
}
