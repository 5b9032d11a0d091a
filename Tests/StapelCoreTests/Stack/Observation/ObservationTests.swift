@_spi(StapelUI) import StapelCore
import Testing

/// Per-layer observation: a push or pop must not invalidate what screens below the top read.
@MainActor
@Suite("Per-layer observation")
struct ObservationTests {
    /// Tracks every screen's entry and every layer's state, the way the SwiftUI layer reads them.
    func trackEverything(_ stack: Stack<Int>, _ counter: InvalidationCounter) {
        for route in stack.routes {
            let entry = stack.entry(for: route.id)!
            counter.track("screen \(route.screen)") { _ = entry.route.screen }
        }
        counter.track("base path") { _ = stack.baseLayer.path }
        counter.track("base presented") { _ = stack.baseLayer.presentedID }
        for route in stack.routes where route.style.isPresentation {
            let layer = stack.layer(startedBy: route.id)!
            counter.track("layer \(route.screen) path") { _ = layer.path }
            counter.track("layer \(route.screen) presented") { _ = layer.presentedID }
        }
    }

    @Test func aPushOntoAHundredDeepStackInvalidatesOnlyItsLayersPath() {
        let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
        let counter = InvalidationCounter()
        trackEverything(stack, counter)

        stack.push(100)

        #expect(counter.invalidatedReaders == ["base path"])
        #expect(counter.count("base path") == 1)
        for screen in 0..<100 {
            #expect(counter.count("screen \(screen)") == 0, "screen \(screen) was invalidated")
        }
    }

    @Test func aPopInvalidatesOnlyItsLayersPath() {
        let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
        let counter = InvalidationCounter()
        trackEverything(stack, counter)

        stack.pop(3)

        #expect(counter.invalidatedReaders == ["base path"])
    }

    @Test func pushesInsideASheetLeaveTheLayersBelowAlone() {
        var routes = (0..<50).map { Route.push($0) }
        routes.append(.sheet(50, withNavigation: true))
        routes += (51..<100).map { Route.push($0) }
        let stack = Stack<Int>(routes: routes)
        let counter = InvalidationCounter()
        trackEverything(stack, counter)

        stack.push(100)
        #expect(counter.invalidatedReaders == ["layer 50 path"])
    }

    @Test func presentingChangesOnlyThePresentingLayer() {
        let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
        let counter = InvalidationCounter()
        trackEverything(stack, counter)

        stack.present(100)
        #expect(counter.invalidatedReaders == ["base presented"])
    }

    @Test func editingAScreenInvalidatesOnlyThatScreen() {
        let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
        let counter = InvalidationCounter()
        trackEverything(stack, counter)

        stack.updateScreen(-40, forRoute: stack.routes[40].id)
        #expect(counter.invalidatedReaders == ["screen 40"])
    }

    @Test func settingTheSameRoutesInvalidatesNothing() {
        let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
        let counter = InvalidationCounter()
        trackEverything(stack, counter)

        stack.setRoutes(stack.routes)
        #expect(counter.invalidatedReaders.isEmpty)
    }

    @Test func entriesAreMadeWhenFirstAskedForAndFollowTheirRoute() {
        let stack = Stack<Int>(routes: [.push(1), .push(2)])
        let id = stack.routes[1].id
        // Edited before anyone asked for its entry: the entry starts from the edit.
        stack.updateScreen(20, forRoute: id)
        let entry = stack.entry(for: id)
        #expect(entry?.route.screen == 20)
        #expect(stack.entry(for: id) === entry)
        let counter = InvalidationCounter()
        counter.track("screen") { _ = entry?.route.screen }
        stack.updateScreen(21, forRoute: id)
        #expect(counter.count("screen") == 1)
        #expect(stack.route(for: id)?.screen == 21)
        stack.pop()
        #expect(stack.entry(for: id) == nil)
        #expect(stack.route(for: id) == nil)
        #expect(!stack.contains(id))
    }

    @Test func aChangeInOneStepLeavesThePlanStepAlone() {
        // The container that reports drawn steps reads `planStep` in its body: a change that
        // needs no second step must not redraw it.
        let stack = Stack<Int>(routes: (0..<10).map { Route.push($0) })
        let counter = InvalidationCounter()
        counter.track("plan step") { _ = stack.planStep }
        stack.setRoutes(stack.routes + [.push(10), .push(11)])
        stack.setRoutes(Array(stack.routes.prefix(3)))
        #expect(counter.count("plan step") == 0)

        stack.setRoutes(stack.routes + [.push(20), .sheet(21, withNavigation: true), .push(22)])
        #expect(stack.planStep != nil)
        #expect(counter.count("plan step") == 1)
    }
}
