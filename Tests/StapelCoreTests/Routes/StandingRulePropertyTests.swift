import IssueReporting
import PropertyBased
import StapelCore
import Testing

/// Whether a route of this style can stand on top of these routes, found the plain way: a
/// presentation always can; a push only if the topmost presentation (or, with none, the root)
/// has navigation.
private func plainCanStand(_ style: RouteStyle, on routes: [Route<Int>]) -> Bool {
    style.isPresentation || (routes.last { $0.style.isPresentation }?.style.hasNavigation ?? true)
}

private let styles: [RouteStyle] = [
    .push, .push, .sheet(withNavigation: true), .sheet(withNavigation: false),
    .fullScreenCover(withNavigation: true), .fullScreenCover(withNavigation: false),
    .popover(withNavigation: true), .popover(withNavigation: false),
    .inspector(withNavigation: true), .inspector(withNavigation: false),
]

/// A route list that can stand on a stack, picked by numbers: each code picks a style, and a
/// route that could not stand is left out, by the plain rule.
private func standingRouteList(_ codes: [Int]) -> [Route<Int>] {
    var routes: [Route<Int>] = []
    for (index, code) in codes.enumerated() {
        let style = styles[code % styles.count]
        if plainCanStand(style, on: routes) { routes.append(Route(index, style: style)) }
    }
    return routes
}

/// The rule of what can stand on top, asked of a `Stack`, of a route list held as a value and
/// of `RouteListError`: all three answer as the plain rule does, for adding a route on top and
/// for replacing the topmost route.
@MainActor
@Suite("The rule of what can stand on top")
struct StandingRulePropertyTests {
    @Test func aStackARouteListAndRouteListErrorAgreeWithThePlainRule() async {
        let tally = Tally()
        let codes = Gen.int(in: 0...1_000).array(of: 0...12)
        await propertyCheck(count: 500, input: codes, Gen.int(in: 0...(styles.count - 1))) {
            codes, styleCode in
            let routes = standingRouteList(codes)
            let style = styles[styleCode]
            let canStand = plainCanStand(style, on: routes)
            tally.add(canStand ? "stands" : "refused")

            // RouteListError.
            let added = routes + [Route(-1, style: style)]
            #expect((RouteListError.firstError(in: added) == nil) == canStand, "\(added)")

            // A route list held as a value.
            var list = routes
            let warnings = WarningRecorder()
            let id = withIssueReporters([warnings]) {
                style.isPresentation
                    ? list.present(-1, style: style)
                    : list.push(-1)
            }
            #expect((id != nil) == canStand, "\(routes) + \(style)")
            #expect(warnings.kinds == (canStand ? [] : [.noNavigation]))

            // A stack.
            let stack = Stack<Int>(routes: routes)
            let outcome = stack.evaluate(-1, style: style).outcome
            #expect(outcome == (canStand ? .pushed : .noNavigation), "\(routes) + \(style)")

            // Replacing the top: the route stands on what is below the top.
            guard let top = routes.last else { return }
            let canReplace = canStand && plainCanStand(style, on: routes.dropLast())
            tally.add(canReplace ? "replaces" : "does not replace")
            stack.setEvaluator(PushEvaluator { _ in .replaceTop }, for: .route(top.id))
            let replaced = stack.evaluate(-1, style: style).outcome
            #expect(replaced == (canReplace ? .replacedTop : .noNavigation), "\(routes) ~ \(style)")
        }
        #expect(tally["stands"] > 100)
        #expect(tally["refused"] > 25)
        #expect(tally["replaces"] > 100)
        #expect(tally["does not replace"] > 50)
    }
}
