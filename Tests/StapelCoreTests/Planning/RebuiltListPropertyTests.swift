import PropertyBased
@_spi(StapelUI) import StapelCore
import Testing

/// Builds a current route list and a rebuilt one from random numbers, from few enough screens,
/// names and styles that a rebuilt route often shows what a shown one does.
enum RebuiltListMaker {
    /// A valid list: each code picks a screen (0 to 2), a name (none, or `"n"` and the
    /// position) and a style.
    static func shown(_ codes: [Int]) -> [Route<Int>] {
        var routes: [Route<Int>] = []
        for code in codes { routes.append(fresh(code, on: routes)) }
        return routes
    }

    /// A valid list: each code either makes a new route showing what the shown route at its
    /// position shows, reuses that shown route (its screen sometimes edited), reuses another
    /// shown route, or makes a new route of its own.
    static func rebuilt(of shown: [Route<Int>], _ codes: [Int]) -> [Route<Int>] {
        var routes: [Route<Int>] = []
        var used = Set<RouteID>()
        for (index, code) in codes.enumerated() {
            var route = fresh(code / 4, on: routes)
            switch code % 4 {
            case 0 where index < shown.count:
                let old = shown[index]
                route = Route(old.screen, style: old.style, name: old.name)
            case 1 where index < shown.count && !used.contains(shown[index].id):
                route = shown[index]
                if code / 4 % 3 == 0 { route.screen += 10 }
            case 2 where !shown.isEmpty && !used.contains(shown[code / 4 % shown.count].id):
                route = shown[code / 4 % shown.count]
            default:
                break
            }
            used.insert(route.id)
            routes.append(route)
        }
        return Array(routes.prefix(RouteListError.validPrefixLength(of: routes)))
    }

    private static func fresh(_ code: Int, on routes: [Route<Int>]) -> Route<Int> {
        let navigates = routes.last(where: \.style.isPresentation)?.style.hasNavigation ?? true
        let style: RouteStyle
        switch code % 5 {
        case 0, 1, 2: style = navigates ? .push : .sheet(withNavigation: true)
        case 3: style = .sheet(withNavigation: code % 10 < 5)
        default: style = .fullScreenCover(withNavigation: true)
        }
        // Named after its position, so that a list's names don't repeat (names are unique on a
        // stack) and a rebuilt route at the same position often has the shown one's name.
        return Route(
            code / 5 % 3, style: style, name: code / 15 % 2 == 0 ? nil : "n\(routes.count)")
    }

    /// The rule, written out: the longest bottom in which each rebuilt route has the identity of
    /// the shown route at its position, or shows what it shows while the rebuilt list does not
    /// hold the shown identity anywhere.
    static func expectedKept(shown: [Route<Int>], rebuilt: [Route<Int>]) -> Int {
        var kept = 0
        while kept < min(shown.count, rebuilt.count) {
            let old = shown[kept]
            let new = rebuilt[kept]
            let showsSame =
                old.style == new.style && old.name == new.name && old.screen == new.screen
                && !rebuilt.contains(where: { $0.id == old.id })
            guard old.id == new.id || showsSame else { break }
            kept += 1
        }
        return kept
    }

    /// The length of the bottom two lists share by identity.
    static func commonLength(_ lhs: [Route<Int>], _ rhs: [Route<Int>]) -> Int {
        zip(lhs, rhs).prefix(while: { $0.id == $1.id }).count
    }
}

@Suite("A rebuilt route list keeps the screens showing")
struct RebuiltListPropertyTests {
    @Test func thePlannerKeepsExactlyTheLongestPrefixThatShowsTheSame() async {
        let codes = Gen.int(in: 0...1_000).array(of: 0...7)
        await propertyCheck(count: 2_000, input: codes, codes) { shownCodes, rebuiltCodes in
            let shown = RebuiltListMaker.shown(shownCodes)
            let rebuilt = RebuiltListMaker.rebuilt(of: shown, rebuiltCodes)
            let kept = RebuiltListMaker.expectedKept(shown: shown, rebuilt: rebuilt)
            let result = RoutePlanner.keepingShownRoutes(of: shown, in: rebuilt)
            #expect(result.kept == kept)
            #expect(
                result.routes.map(\.id) == shown.prefix(kept).map(\.id)
                    + rebuilt.dropFirst(kept).map(\.id))
            #expect(result.routes.map(\.screen) == rebuilt.map(\.screen))
            #expect(result.routes.map(\.style) == rebuilt.map(\.style))
            #expect(result.routes.map(\.name) == rebuilt.map(\.name))
            #expect(RouteListError.firstError(in: result.routes) == nil)
        }
    }

    @Test @MainActor func aStackPopsNothingBelowTheRoutesKeptAndEndsShowingTheRebuiltList() async {
        let codes = Gen.int(in: 0...1_000).array(of: 0...7)
        await propertyCheck(count: 500, input: codes, codes) { shownCodes, rebuiltCodes in
            let shown = RebuiltListMaker.shown(shownCodes)
            let rebuilt = RebuiltListMaker.rebuilt(of: shown, rebuiltCodes)
            let kept = RebuiltListMaker.expectedKept(shown: shown, rebuilt: rebuilt)
            for capabilities in RoutePlannerPropertyTests.allCapabilities {
                let stack = Stack<Int>(routes: shown, capabilities: capabilities)
                let change = stack.setRoutes(rebuilt)
                if case .rejected(let error) = change.outcomeIfEnded {
                    Issue.record("rejected: \(error)")
                }
                // Every step keeps the routes kept, and the first that differs leaves.
                var lowest = RebuiltListMaker.commonLength(shown, stack.routes)
                while let step = stack.planStep {
                    stack.reportStepSettled(step)
                    lowest = min(lowest, RebuiltListMaker.commonLength(shown, stack.routes))
                }
                #expect(lowest == kept, "\(capabilities)")
                // The stack ends showing the rebuilt list, under the kept routes' identities.
                #expect(stack.routes.map(\.screen) == rebuilt.map(\.screen))
                #expect(stack.routes.map(\.style) == rebuilt.map(\.style))
                #expect(stack.routes.map(\.name) == rebuilt.map(\.name))
                #expect(
                    stack.routes.map(\.id)
                        == shown.prefix(kept).map(\.id) + rebuilt.dropFirst(kept).map(\.id))
            }
        }
    }
}
