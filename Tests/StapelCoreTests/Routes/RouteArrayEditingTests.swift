import CustomDump
import StapelCore
import Testing

/// The editing helpers of `[Route<Screen>]`, rule by rule, as a reducer or a
/// `StapelStack($routes)` container uses them: what each one adds or removes, what it returns,
/// which misuse it refuses with which warning, and which calls are silent no-ops. The same
/// operations on `Stack` are in `PushTests`, `PopTests` and `GoBackTests`; that the two agree on
/// random sequences is `VocabularyPropertyTests`.
@MainActor
@Suite("Route lists: push, present, pop, dismiss and go back")
struct RouteArrayEditingTests {
    /// inbox ("inbox"), chat 1 | sheet compose with navigation ("compose"), settings |
    /// cover profile 5 without navigation
    func layered() -> [Route<TestScreen>] {
        [
            .push(.inbox, name: "inbox"), .push(.chat(1)),
            .sheet(.compose, withNavigation: true, name: "compose"), .push(.settings),
            .fullScreenCover(.profile(5)),
        ]
    }

    /// inbox ("inbox"), chat 1 ("chat"), profile 2, chat 3 ("latest"), settings
    func fivePushes() -> [Route<TestScreen>] {
        [
            .push(.inbox, name: "inbox"), .push(.chat(1), name: "chat"), .push(.profile(2)),
            .push(.chat(3), name: "latest"), .push(.settings),
        ]
    }

    // MARK: push

    @Test func pushAppendsAPushedRouteWithANewIdentity() throws {
        var routes: [Route<TestScreen>] = []
        let pushed = expectNoWarning { routes.push(.inbox, name: "inbox") }
        let pushedAgain = routes.push(.inbox)
        let first = try #require(pushed)
        let second = try #require(pushedAgain)
        #expect(routes.map(\.screen) == [.inbox, .inbox])
        #expect(routes.map(\.style) == [.push, .push])
        #expect(routes.map(\.name) == ["inbox", nil])
        #expect(routes.map(\.id) == [first, second])
        #expect(first != second)
    }

    @Test func pushLandsInsideAPresentationWithNavigation() {
        var routes: [Route<TestScreen>] = [.push(.inbox), .sheet(.compose, withNavigation: true)]
        #expect(routes.push(.settings) != nil)
        #expect(routes.map(\.screen) == [.inbox, .compose, .settings])
        #expect(routes.last?.style == .push)
    }

    @Test func pushOntoAPresentationWithoutNavigationIsRefused() {
        var routes: [Route<TestScreen>] = [.push(.inbox), .sheet(.compose, withNavigation: false)]
        let before = routes
        let id = expectWarning(.noNavigation) { routes.push(.settings) }
        #expect(id == nil)
        expectNoDifference(routes, before)
    }

    @Test func theNavigationRuleLooksAtTheTopmostPresentationOnly() {
        // A cover without navigation under a sheet with navigation: the sheet decides.
        var covered: [Route<TestScreen>] = [
            .fullScreenCover(.profile(1)), .sheet(.compose, withNavigation: true),
        ]
        #expect(expectNoWarning { covered.push(.settings) } != nil)
        // A sheet with navigation under a cover without: the cover decides.
        var sheeted: [Route<TestScreen>] = [
            .sheet(.compose, withNavigation: true), .push(.settings),
            .fullScreenCover(.profile(1)),
        ]
        #expect(expectWarning(.noNavigation) { sheeted.push(.inbox) } == nil)
        #expect(sheeted.count == 3)
    }

    @Test func pushWithANameTheListCarriesIsRefused() {
        var routes: [Route<TestScreen>] = [
            .push(.inbox, name: "inbox"), .sheet(.compose, withNavigation: true),
        ]
        let before = routes
        let id = expectWarning(.duplicateName) { routes.push(.chat(1), name: "inbox") }
        #expect(id == nil)
        expectNoDifference(routes, before)
        // The name is free again once its route has gone.
        routes.removeFirst()
        #expect(expectNoWarning { routes.push(.chat(1), name: "inbox") } != nil)
    }

    // MARK: present, presentSheet, presentCover

    @Test func presentAppendsAPresentationOfTheStyleAsked() throws {
        var routes: [Route<TestScreen>] = [.push(.inbox)]
        let presented = routes.present(.compose)
        let covered = routes.present(
            .profile(1), style: .fullScreenCover(withNavigation: true), name: "p")
        let sheet = try #require(presented)
        let cover = try #require(covered)
        #expect(
            routes.map(\.style) == [
                .push, .sheet(withNavigation: false), .fullScreenCover(withNavigation: true),
            ])
        #expect(routes.map(\.id).suffix(2) == [sheet, cover])
        #expect(routes.last?.name == "p")
    }

    @Test func presentSheetAndPresentCoverChooseTheStyle() {
        var routes: [Route<TestScreen>] = []
        routes.presentSheet(.compose)
        routes.presentSheet(.settings, withNavigation: true, name: "settings")
        routes.presentCover(.profile(1))
        routes.presentCover(.profile(2), withNavigation: true)
        expectNoDifference(
            routes.map(\.style),
            [
                .sheet(withNavigation: false), .sheet(withNavigation: true),
                .fullScreenCover(withNavigation: false), .fullScreenCover(withNavigation: true),
            ])
        #expect(routes.map(\.name) == [nil, "settings", nil, nil])
    }

    @Test func aPresentationMayStandOnAPresentationWithoutNavigation() {
        // Presenting needs no navigation; only pushes do.
        var routes: [Route<TestScreen>] = [.sheet(.compose, withNavigation: false)]
        #expect(expectNoWarning { routes.presentCover(.profile(1)) } != nil)
        #expect(routes.count == 2)
    }

    @Test func presentingWithANameTheListCarriesIsRefused() {
        var routes: [Route<TestScreen>] = [.push(.inbox, name: "inbox")]
        #expect(
            expectWarning(.duplicateName) { routes.presentSheet(.compose, name: "inbox") } == nil)
        #expect(
            expectWarning(.duplicateName) { routes.presentCover(.compose, name: "inbox") } == nil)
        #expect(
            expectWarning(.duplicateName) { routes.present(.compose, name: "inbox") } == nil)
        #expect(routes.map(\.screen) == [.inbox])
    }

    // MARK: pop

    @Test func popRemovesTheTopAndReturnsIt() {
        var routes = fivePushes()
        let top = routes[4]
        let popped = expectNoWarning { routes.pop() }
        expectNoDifference(popped, [top])
        #expect(routes.count == 4)
    }

    @Test func popCountRemovesThatManyBottomMostFirst() {
        var routes = fivePushes()
        let popped = routes.pop(3)
        #expect(popped.map(\.screen) == [.profile(2), .chat(3), .settings])
        #expect(routes.map(\.screen) == [.inbox, .chat(1)])
    }

    @Test func popExactlyWhatThereIsEmptiesTheNavigationQuietly() {
        var routes = fivePushes()
        let popped = expectNoWarning { routes.pop(5) }
        #expect(popped.count == 5)
        #expect(routes.isEmpty)
    }

    @Test func popOneMoreThanThereIsPopsThemAllWithAWarning() {
        var routes = fivePushes()
        let popped = expectWarning(.countOutOfRange) { routes.pop(6) }
        #expect(popped.count == 5)
        #expect(routes.isEmpty)
    }

    @Test func popZeroIsASilentNoOp() {
        var routes = fivePushes()
        #expect(expectNoWarning { routes.pop(0) }.isEmpty)
        #expect(routes.count == 5)
    }

    @Test func popNegativeCountIsRefused() {
        var routes = fivePushes()
        #expect(expectWarning(.negativeCount) { routes.pop(-1) }.isEmpty)
        #expect(routes.count == 5)
    }

    @Test func popOnAnEmptyListIsRefused() {
        var routes: [Route<TestScreen>] = []
        #expect(expectWarning(.countOutOfRange) { routes.pop() }.isEmpty)
        #expect(routes.isEmpty)
    }

    @Test func popNeverCrossesAPresentation() {
        var routes = layered()
        routes.removeLast()  // the cover: compose's navigation is on top, with settings pushed
        let popped = expectWarning(.countOutOfRange) { routes.pop(2) }
        #expect(popped.map(\.screen) == [.settings])
        #expect(routes.last?.screen == .compose)
        #expect(expectWarning(.countOutOfRange) { routes.pop() }.isEmpty)
        #expect(routes.count == 3)
    }

    // MARK: popToRoot

    @Test func popToRootClearsTheCurrentNavigation() {
        var routes = fivePushes()
        #expect(routes.popToRoot().count == 5)
        #expect(routes.isEmpty)
    }

    @Test func popToRootInsideAPresentationStopsAtIt() {
        var routes = layered()
        routes.removeLast()
        routes.push(.chat(9))
        let popped = routes.popToRoot()
        #expect(popped.map(\.screen) == [.settings, .chat(9)])
        #expect(routes.map(\.screen) == [.inbox, .chat(1), .compose])
    }

    @Test func popToRootAtTheRootIsASilentNoOp() {
        var empty: [Route<TestScreen>] = []
        #expect(expectNoWarning { empty.popToRoot() }.isEmpty)
        var presented = layered()
        #expect(expectNoWarning { presented.popToRoot() }.isEmpty)
        #expect(presented.count == 5)
    }

    // MARK: pop(to:)

    @Test func popToANameKeepsThatRouteOnTop() {
        var routes = fivePushes()
        #expect(routes.pop(to: .name("latest")).map(\.screen) == [.settings])
        #expect(routes.pop(to: .name("chat")).map(\.screen) == [.profile(2), .chat(3)])
        #expect(routes.map(\.screen) == [.inbox, .chat(1)])
    }

    @Test func popToAScreenFindsTheTopmostEqualOne() {
        var routes = fivePushes()
        routes.push(.chat(1))
        routes.push(.compose)
        let popped = routes.pop(to: .screen(.chat(1)))
        #expect(popped.map(\.screen) == [.compose])
        #expect(routes.count == 6)
    }

    @Test func popToAnIdentifierOrAnIndex() {
        var routes = fivePushes()
        let id = routes[3].id
        #expect(routes.pop(to: .id(id)).count == 1)
        #expect(routes.last?.id == id)
        #expect(routes.pop(to: .index(1)).count == 2)
        #expect(routes.map(\.screen) == [.inbox, .chat(1)])
    }

    @Test func popToTheRouteOnTopIsASilentNoOp() {
        var routes = fivePushes()
        let top = routes[4].id
        #expect(expectNoWarning { routes.pop(to: .id(top)) }.isEmpty)
        #expect(expectNoWarning { routes.pop(to: .index(4)) }.isEmpty)
        #expect(routes.count == 5)
    }

    @Test func popToRootTargetPopsTheCurrentNavigation() {
        var routes = layered()
        routes.removeLast()
        #expect(routes.pop(to: .root).map(\.screen) == [.settings])
        #expect(routes.last?.screen == .compose)
    }

    @Test func popToAPresentationStartingTheNavigationKeepsIt() {
        var routes = layered()
        routes.removeLast()
        #expect(routes.pop(to: .name("compose")).map(\.screen) == [.settings])
        #expect(routes.last?.screen == .compose)
    }

    @Test func popToARouteBelowAPresentationIsRefused() {
        var routes = layered()
        routes.removeLast()
        let before = routes
        #expect(expectWarning(.belowPresentation) { routes.pop(to: .name("inbox")) }.isEmpty)
        #expect(expectWarning(.belowPresentation) { routes.pop(to: .index(0)) }.isEmpty)
        expectNoDifference(routes, before)
    }

    @Test func popToATargetNoRouteHasIsRefusedWithItsKind() {
        var routes = fivePushes()
        #expect(expectWarning(.unknownName) { routes.pop(to: .name("missing")) }.isEmpty)
        #expect(expectWarning(.unknownRoute) { routes.pop(to: .id(.unique())) }.isEmpty)
        #expect(expectWarning(.indexOutOfRange) { routes.pop(to: .index(5)) }.isEmpty)
        #expect(expectWarning(.indexOutOfRange) { routes.pop(to: .index(-1)) }.isEmpty)
        #expect(routes.count == 5)
    }

    @Test func popToASearchThatFindsNothingIsSilent() {
        var routes = fivePushes()
        #expect(expectNoWarning { routes.pop(to: .screen(.compose)) }.isEmpty)
        #expect(expectNoWarning { routes.pop(to: .matching { _ in false }) }.isEmpty)
        #expect(routes.count == 5)
    }

    // MARK: dismiss, dismissAll

    @Test func dismissRemovesThePresentationOnTopWithItsPushes() {
        var routes = layered()
        #expect(routes.dismiss().map(\.screen) == [.profile(5)])
        #expect(routes.dismiss().map(\.screen) == [.compose, .settings])
        #expect(routes.map(\.screen) == [.inbox, .chat(1)])
    }

    @Test func dismissAllGoesBackToTheBaseNavigation() {
        var routes = layered()
        let dismissed = routes.dismissAll()
        #expect(dismissed.map(\.screen) == [.compose, .settings, .profile(5)])
        #expect(routes.map(\.screen) == [.inbox, .chat(1)])
    }

    @Test func dismissAllFromAPresentationAtTheBottom() {
        var routes: [Route<TestScreen>] = [.sheet(.compose, withNavigation: true), .push(.inbox)]
        #expect(routes.dismissAll().count == 2)
        #expect(routes.isEmpty)
    }

    @Test func dismissingWithNothingPresentedIsASilentNoOp() {
        var routes = fivePushes()
        #expect(expectNoWarning { routes.dismiss() }.isEmpty)
        #expect(expectNoWarning { routes.dismissAll() }.isEmpty)
        var empty: [Route<TestScreen>] = []
        #expect(expectNoWarning { empty.dismiss() }.isEmpty)
        #expect(routes.count == 5)
    }

    // MARK: goBack, goBackToRoot, goBack(to:)

    @Test func goBackCrossesPresentations() {
        var routes = layered()
        let removed = routes.goBack(4)
        #expect(removed.map(\.screen) == [.chat(1), .compose, .settings, .profile(5)])
        #expect(routes.map(\.screen) == [.inbox])
    }

    @Test func goBackByExactlyTheListEmptiesItQuietly() {
        var routes = layered()
        #expect(expectNoWarning { routes.goBack(5) }.count == 5)
        #expect(routes.isEmpty)
    }

    @Test func goBackOneMoreThanTheListEmptiesItWithAWarning() {
        var routes = layered()
        #expect(expectWarning(.countOutOfRange) { routes.goBack(6) }.count == 5)
        #expect(routes.isEmpty)
    }

    @Test func goBackZeroIsSilentAndANegativeCountOrAnEmptyListIsRefused() {
        var routes = layered()
        #expect(expectNoWarning { routes.goBack(0) }.isEmpty)
        #expect(expectWarning(.negativeCount) { routes.goBack(-1) }.isEmpty)
        #expect(routes.count == 5)
        var empty: [Route<TestScreen>] = []
        #expect(
            expectWarning(.countOutOfRange, saying: "shows only its root") { empty.goBack() }
                .isEmpty)
    }

    @Test func goBackToRootRemovesEverythingAndIsSilentOnAnEmptyList() {
        var routes = layered()
        #expect(routes.goBackToRoot().count == 5)
        #expect(routes.isEmpty)
        #expect(expectNoWarning { routes.goBackToRoot() }.isEmpty)
        var viaTarget = layered()
        #expect(viaTarget.goBack(to: .root).count == 5)
        #expect(viaTarget.isEmpty)
    }

    @Test func goBackToANameBelowPresentationsDismissesDownToIt() {
        var routes = layered()
        let removed = routes.goBack(to: .name("inbox"))
        #expect(removed.map(\.screen) == [.chat(1), .compose, .settings, .profile(5)])
        #expect(routes.map(\.screen) == [.inbox])
    }

    @Test func goBackToATargetFindsTheTopmostMatch() {
        var routes: [Route<TestScreen>] = [
            .push(.chat(1)), .sheet(.chat(1), withNavigation: true), .push(.settings),
        ]
        #expect(routes.goBack(to: .screen(.chat(1))).map(\.screen) == [.settings])
        #expect(routes.map(\.style) == [.push, .sheet(withNavigation: true)])
    }

    @Test func goBackToTheRouteOnTopIsASilentNoOp() {
        var routes = layered()
        #expect(expectNoWarning { routes.goBack(to: .index(4)) }.isEmpty)
        #expect(routes.count == 5)
    }

    @Test func goBackToATargetNoRouteHasIsRefusedWithItsKind() {
        var routes = layered()
        #expect(expectWarning(.unknownName) { routes.goBack(to: .name("missing")) }.isEmpty)
        #expect(expectWarning(.unknownRoute) { routes.goBack(to: .id(.unique())) }.isEmpty)
        #expect(expectWarning(.indexOutOfRange) { routes.goBack(to: .index(5)) }.isEmpty)
        #expect(expectNoWarning { routes.goBack(to: .matching { _ in false }) }.isEmpty)
        #expect(routes.count == 5)
    }

    // MARK: canPop, canGoBack

    @Test func canPopAndCanGoBackFollowTheNavigationOnTop() {
        var routes: [Route<TestScreen>] = []
        #expect(!routes.canPop && !routes.canGoBack)
        routes.push(.inbox)
        #expect(routes.canPop && routes.canGoBack)
        routes.presentSheet(.compose, withNavigation: true)
        #expect(!routes.canPop && routes.canGoBack)
        routes.push(.settings)
        #expect(routes.canPop && routes.canGoBack)
    }
}
