import Foundation
@_spi(StapelUI) import StapelCore

/// A screen type for heterogeneous stacks.
struct SavedRecipe: Hashable, Sendable, Codable {
    var id: Int
    var title: String
}

/// The registry of the restoration tests.
func testRegistry() -> ScreenTypeRegistry {
    var registry = ScreenTypeRegistry()
    registry.register(SavedRecipe.self, as: "recipe")
    registry.register(String.self, as: "text")
    registry.register(Int.self, as: "number")
    return registry
}

/// A route list that can stand on a stack, picked by numbers: each number picks a style, a
/// screen and a name. Pushes onto a presentation without navigation become sheets, and a name
/// the list has already is left off.
func randomRouteList(_ codes: [Int]) -> [Route<LinkScreen>] {
    var routes: [Route<LinkScreen>] = []
    var layerHasNavigation = true
    for code in codes {
        let bits = UInt64(bitPattern: Int64(code))
        let styles: [RouteStyle] = [
            .push, .push, .sheet(withNavigation: true), .sheet(withNavigation: false),
            .fullScreenCover(withNavigation: true), .fullScreenCover(withNavigation: false),
            .popover(withNavigation: true), .popover(withNavigation: false),
            .inspector(withNavigation: true), .inspector(withNavigation: false),
        ]
        var style = styles[Int(bits % UInt64(styles.count))]
        if style == .push, !layerHasNavigation { style = .sheet(withNavigation: bits % 4 == 0) }
        if style.isPresentation { layerHasNavigation = style.hasNavigation }
        let screens: [LinkScreen] = [
            .inbox, .chat(code), .messages(chat: code / 3), .message(chat: code, message: -code),
            .search(randomText(code), page: code % 2 == 0 ? nil : code),
            .draft(randomUUID(code, ~code)), .recipe(randomSlug(code)), .settings,
        ]
        let screen = screens[Int(bits / 6 % 8)]
        // Names are unique on a stack: a name the list has already is left off.
        let picked = bits / 48 % 3 == 0 ? nil : randomText(code / 48)
        let name = routes.contains { $0.name == picked } ? nil : picked
        routes.append(Route(screen, style: style, name: name))
    }
    return routes
}

/// JSON of a saved stack, written by hand.
func savedJSON(_ entries: [String], version: Int = 1) -> Data {
    Data(#"{"version":\#(version),"routes":[\#(entries.joined(separator: ","))]}"#.utf8)
}

extension Stack {
    /// Reports every step of the running plan settled, so a multi-step change completes now.
    func settle() {
        var guardCount = 0
        while let step = planStep, guardCount < 1_000 {
            reportStepSettled(step)
            guardCount += 1
        }
    }
}

/// The events that change routes, without the plan's bookkeeping.
func routeEvents<Screen>(_ events: [StackEvent<Screen>]) -> [StackEvent<Screen>] {
    events.filter { event in
        switch event {
        case .planStepApplied, .planCancelled: false
        default: true
        }
    }
}
