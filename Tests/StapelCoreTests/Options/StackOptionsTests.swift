import Foundation
import StapelCore
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Route options on a stack: pushed, presented, selected, reported")
struct StackOptionsTests {
    private let detents = RouteOptions(detents: [.medium, .large])

    @Test func everyWayToShowARouteTakesItsOptions() throws {
        let stack = Stack<TestScreen>()
        let zoom = RouteOptions.zoom(from: "inbox")
        stack.push(.inbox, options: zoom)
        stack.present(.compose, style: .sheet(withNavigation: true), options: detents)
        stack.presentCover(.settings, withNavigation: true, options: .zoom(from: "gear"))
        stack.presentPopover(.profile(1), adaptingTo: .fullScreenCover)
        let adapting = RouteOptions(popoverAdaptation: .fullScreenCover)
        #expect(stack.routes.map(\.options) == [zoom, detents, .zoom(from: "gear"), adapting])
        #expect(stack.routes.map(\.presentationKind) == [nil, .sheet, .fullScreenCover, .popover])
        #expect(stack.routes.last?.style == .popover(withNavigation: false))
        stack.replaceTop(with: .profile(2))
        #expect(stack.routes.last?.options == adapting)
        #expect(stack.routes.last?.style == .popover(withNavigation: false))
        #expect(
            Route.popover(TestScreen.inbox, adaptingTo: .popover).options
                == RouteOptions(popoverAdaptation: .popover))
        // An adaptation given to the call wins over the options'; none keeps theirs.
        stack.presentPopover(.profile(3), adaptingTo: .sheet, options: adapting)
        #expect(stack.routes.last?.options.popoverAdaptation == .sheet)
        stack.presentPopover(.profile(4), options: adapting)
        #expect(stack.routes.last?.options.popoverAdaptation == .fullScreenCover)
        var routes: [Route<TestScreen>] = []
        routes.presentPopover(.inbox, withNavigation: true, adaptingTo: .sheet)
        #expect(routes.last?.style == .popover(withNavigation: true))
        #expect(routes.last?.options.popoverAdaptation == .sheet)
        routes.present(.compose, style: .push)
        #expect(routes.last?.style == .push)
        #expect(Route.fullScreenCover(TestScreen.inbox, options: zoom).options == zoom)
        #expect(RouteInfo(route: stack.routes[1], index: 1).options == detents)
    }

    @Test func anEvaluatorSeesTheOptionsAndAnAcceptedOfferKeepsThem() throws {
        let stack = Stack<TestScreen>()
        var seen: [RouteOptions] = []
        stack.setEvaluator(
            PushEvaluator { request in
                seen.append(request.options)
                return .offer
            }, for: .root)
        stack.present(.compose, options: detents)
        #expect(seen == [detents])
        let offer = try #require(stack.pushOffers.first)
        stack.acceptOffer(offer.id)
        #expect(stack.routes.last?.options == detents)
    }

    @Test func codeMovesASheetBetweenItsDetentsWithAnEvent() throws {
        let stack = Stack<TestScreen>()
        let id = try #require(stack.presentSheet(.compose, options: detents).routeID)
        var events: [StackEvent<TestScreen>] = []
        let subscription = stack.onEvent { events.append($0) }
        expectNoWarning { stack.setSelectedDetent(.large, of: id) }
        #expect(stack.routes[0].options.shownDetent == .large)
        #expect(events.count == 1)
        if case .updated(let route) = events.first {
            #expect(route.options.selectedDetent == .large)
        } else {
            Issue.record("expected .updated, got \(events)")
        }
        expectNoWarning { stack.setSelectedDetent(.large, of: id) }
        #expect(events.count == 1)
        expectWarning(.unknownDetent) { stack.setSelectedDetent(.fraction(0.3), of: id) }
        expectWarning(.unknownRoute) { stack.setSelectedDetent(.large, of: RouteID.unique()) }
        #expect(stack.routes[0].options.selectedDetent == .large)
        _ = subscription
    }

    @Test func optionsAreEditedInPlaceAndAnUnknownRouteWarns() throws {
        let stack = Stack<TestScreen>()
        let id = try #require(stack.presentSheet(.compose).routeID)
        let entry = try #require(stack.entry(for: id))
        var locked = RouteOptions()
        locked.isInteractiveDismissDisabled = true
        stack.updateOptions(locked, forRoute: id)
        #expect(stack.routes[0].options == locked)
        #expect(entry.route.options == locked)
        #expect(entry.info.options == locked)
        expectWarning(.unknownRoute) { stack.updateOptions(locked, forRoute: RouteID.unique()) }
    }

    @Test func theUsersDragIsAppliedOnlyWhileItMatchesTheState() throws {
        let stack = Stack<TestScreen>()
        stack.push(.inbox, options: detents)
        let id = try #require(stack.presentSheet(.compose, options: detents).routeID)
        let pushed = stack.routes[0].id
        #expect(!stack.reportSelectedDetent(.medium, ofRoute: id))
        #expect(stack.reportSelectedDetent(.large, ofRoute: id))
        #expect(stack.routes[1].options.selectedDetent == .large)
        #expect(!stack.reportSelectedDetent(.large, ofRoute: id))
        #expect(!stack.reportSelectedDetent(.height(10), ofRoute: id))
        #expect(!stack.reportSelectedDetent(.large, ofRoute: pushed))
        stack.dismiss()
        #expect(!stack.reportSelectedDetent(.medium, ofRoute: id))
        let popover = try #require(
            stack.presentPopover(
                .settings, adaptingTo: .sheet, options: RouteOptions(detents: [.medium, .large])
            )
            .routeID)
        #expect(stack.reportSelectedDetent(.large, ofRoute: popover))
    }

    @Test func aDragDuringARunningPlanEditsTheRouteAndLetsThePlanGoOn() throws {
        let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate)
        let sheet = Route.sheet(TestScreen.compose, withNavigation: true, options: detents)
        let change = stack.setRoutes([.push(.inbox), sheet, .push(.profile(1))])
        #expect(stack.isRunningPlan)
        stack.setSelectedDetent(.large, of: sheet.id)
        stack.settle()
        #expect(stack.routes.count == 3)
        #expect(stack.routes[1].options.selectedDetent == .large)
        #expect(change.stepCount == 3)
        var locked = detents
        locked.isInteractiveDismissDisabled = true
        let later = Route.sheet(TestScreen.settings, options: detents)
        stack.setRoutes([.push(.inbox), later])
        stack.updateOptions(locked, forRoute: later.id)
        stack.setSelectedDetent(.large, of: later.id)
        stack.settle()
        #expect(stack.routes.last?.options.isInteractiveDismissDisabled == true)
        #expect(stack.routes.last?.options.selectedDetent == .large)
    }

    @Test func aRouteListThatDiffersInTheSelectedDetentKeepsTheSheetAndMovesIt() throws {
        let stack = Stack<TestScreen>()
        stack.setRoutes([.push(.inbox), .sheet(.compose, options: detents)])
        stack.settle()
        let shown = stack.routes.map(\.id)
        var moved = detents
        moved.selectedDetent = .large
        // A rebuilt list, with fresh identities: the routes that show the same are kept.
        stack.setRoutes([.push(.inbox), .sheet(.compose, options: moved)])
        stack.settle()
        #expect(stack.routes.map(\.id) == shown)
        #expect(stack.routes[1].options.shownDetent == .large)
        // Other options show the route another way: the sheet is presented anew.
        stack.setRoutes([.push(.inbox), .popover(.compose)])
        stack.settle()
        #expect(stack.routes[0].id == shown[0])
        #expect(stack.routes[1].id != shown[1])
    }

    @Test func routeListsEditAndSelectLikeAStack() throws {
        var routes: [Route<TestScreen>] = []
        routes.push(.inbox, options: .zoom(from: "inbox"))
        routes.present(.compose, options: detents)
        let presented = routes.presentSheet(.settings, options: detents)
        let sheet = try #require(presented)
        routes.presentCover(.profile(3), options: .zoom(from: "avatar"))
        #expect(
            routes.map(\.options.zoomSource) == [
                "inbox", nil, nil, "avatar",
            ])
        routes.setSelectedDetent(.large, of: sheet)
        #expect(routes[2].options.selectedDetent == .large)
        expectWarning(.unknownDetent) { routes.setSelectedDetent(.fraction(0.1), of: sheet) }
        expectWarning(.unknownRoute) { routes.setSelectedDetent(.large, of: RouteID.unique()) }
        routes.replaceTop(with: .profile(4))
        #expect(routes.last?.options == .zoom(from: "avatar"))
    }

    @Test func theCustomContainerZoomsARouteWithAZoomSourceUnlessItsPushChoseATransition() throws {
        let stack = Stack<TestScreen>()
        let zoomed = try #require(stack.push(.chat(1), options: .zoom(from: "1")).routeID)
        let plain = try #require(stack.push(.chat(2)).routeID)
        #expect(stack.entry(for: zoomed)?.containerTransitionSource == .zoom)
        #expect(stack.entry(for: plain)?.containerTransitionSource == .container)
        stack.entry(for: zoomed)?.transitionOverride = "own"
        #expect(stack.entry(for: zoomed)?.containerTransitionSource == .own)
    }

    @Test func popoversArePresentedByTheirOwnModifier() throws {
        let stack = Stack<TestScreen>()
        let popover = try #require(stack.presentPopover(.compose).routeID)
        #expect(stack.presentedID(over: stack.baseLayer, as: .popover) == popover)
        #expect(stack.presentedID(over: stack.baseLayer, as: .sheet) == nil)
        #expect(!stack.reportPresentedID(nil, as: .sheet, over: stack.baseLayer))
        #expect(stack.reportPresentedID(nil, as: .popover, over: stack.baseLayer))
        #expect(stack.routes.isEmpty)
        #expect(RouteOptions(detents: []).presentedDetents == [.large])
        #expect(RouteOptions(detents: [.medium]).presentedDetents == [.medium])
    }
}
