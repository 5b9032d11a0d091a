import CustomDump
import Foundation
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

@MainActor
@Suite("Alerts and confirmation dialogs as routes")
struct AlertRouteTests {
    @Test func anAlertIsAPresentedRouteWithoutNavigation() {
        let stack = Stack<ListScreen>()
        stack.push(.item(4))
        let result = stack.present(.confirmDeletion(4), style: .alert)
        #expect(result.outcome == .pushed)
        #expect(stack.top?.style == .alert)
        #expect(stack.top?.style.isPresentation == true)
        #expect(stack.top?.style.hasNavigation == false)
        #expect(stack.top?.presentationKind == .alert)
        #expect(
            Route.confirmationDialog(ListScreen.discardChanges).presentationKind
                == .confirmationDialog)
        #expect(Route.alert(ListScreen.list, name: "a").name == "a")
    }

    @Test func nothingStandsOverAnAlert() {
        let stack = Stack<ListScreen>()
        stack.present(.confirmDeletion(4), style: .alert)
        let before = stack.routes
        for style: RouteStyle in [
            .push, .sheet(withNavigation: true), .fullScreenCover(withNavigation: false), .alert,
            .confirmationDialog,
        ] {
            let result = expectWarning(.noNavigation, saying: "an alert or a confirmation dialog") {
                stack.present(.item(1), style: style)
            }
            #expect(result.outcome == .noNavigation)
        }
        expectNoDifference(stack.routes, before)
        // Replacing the alert is standing on what is below it.
        #expect(stack.replaceTop(with: .item(2)) != nil)
        #expect(stack.routes.map(\.screen) == [.item(2)])
    }

    @Test func nothingStandsOverAnAlertInAListHeldAsAValue() {
        var routes: [Route<ListScreen>] = [.push(.item(4)), .alert(.confirmDeletion(4))]
        let before = routes
        expectWarning(.noNavigation, saying: "an alert") { routes.push(.edit(4)) }
        expectWarning(.noNavigation, saying: "an alert") {
            routes.present(.list, style: .confirmationDialog)
        }
        expectNoDifference(routes, before)
        var valid: [Route<ListScreen>] = [.push(.item(4))]
        #expect(valid.present(.discardChanges, style: .confirmationDialog) != nil)
        #expect(valid.last?.style == .confirmationDialog)
    }

    @Test func aRouteOverAnAlertIsAnInvalidList() throws {
        let routes: [Route<ListScreen>] = [.alert(.confirmDeletion(1)), .push(.item(1))]
        let error = try #require(RouteListError.firstError(in: routes))
        #expect(error == .followsAlert(routes[1].id, index: 1))
        #expect(error.index == 1)
        #expect("\(error)".contains("stands over an alert"))
        let stack = Stack<ListScreen>()
        expectWarning(.invalidRouteList, saying: "stands over an alert") {
            _ = stack.setRoutes(routes)
        }
        #expect(stack.routes.isEmpty)
    }

    @Test func aTappedButtonDismissesTheAlertThenHandsItsActionToTheApp() {
        let stack = Stack<ListScreen>()
        let model = ListModel(stack: stack)
        stack.push(.item(4))
        stack.present(.confirmDeletion(4), style: .alert)
        let alert = stack.routes[1]
        let log = EventLog(stack)
        let content = stack.alertContent(of: alert.id)
        #expect(content?.title == "Delete item 4?")
        #expect(content?.message == "You can't undo this.")
        #expect(content?.buttons.map(\.label) == ["Delete", "Cancel"])
        #expect(content?.buttons.map(\.role) == [.destructive, .cancel])
        // Each button with an action carries its index; a plain cancel has none.
        #expect(content?.buttons.map(\.action) == [0, nil])

        #expect(stack.answerAlert(alert.id, buttonAt: 0))

        #expect(model.performed == [.delete(4)])
        #expect(model.items == [1, 2, 3])
        #expect(stack.routes.isEmpty)
        #expect(log.events.count == 3)
        expectNoDifference(
            Array(log.events.prefix(2)),
            [.dismissedByUser([alert]), .alertAnswered(alert, button: "Delete")])
        if case .popped(let popped) = log.events[2] {
            #expect(popped.map(\.screen) == [.item(4)])
        } else {
            Issue.record("the action's pop comes after the answer: \(log.events)")
        }
        // The answer is taken once: a second tap, or the platform clearing the alert, is stale.
        #expect(!stack.answerAlert(alert.id, buttonAt: 0))
        #expect(model.performed == [.delete(4)])
    }

    @Test func aButtonWithoutAnActionOnlyDismisses() {
        let stack = Stack<ListScreen>()
        let model = ListModel(stack: stack)
        stack.present(.confirmDeletion(2), style: .alert)
        let alert = stack.routes[0]
        let log = EventLog(stack)
        #expect(stack.answerAlert(alert.id, buttonAt: 1))
        #expect(model.performed.isEmpty)
        expectNoDifference(
            log.events, [.dismissedByUser([alert]), .alertAnswered(alert, button: "Cancel")])
    }

    @Test func aDismissalWithoutTheAppsButtonsIsAnAnswerWithoutAButton() {
        let stack = Stack<ListScreen>()
        let model = ListModel(stack: stack)
        stack.present(.discardChanges, style: .confirmationDialog)
        let dialog = stack.routes[0]
        let log = EventLog(stack)
        // SwiftUI clears the dialog's flag: a tap outside it, or the Cancel it added.
        #expect(stack.presentedID(over: stack.baseLayer, as: .confirmationDialog) == dialog.id)
        #expect(stack.presentedID(over: stack.baseLayer, as: .alert) == nil)
        #expect(stack.reportPresentedID(nil, as: .confirmationDialog, over: stack.baseLayer))
        #expect(model.performed.isEmpty)
        expectNoDifference(
            log.events, [.dismissedByUser([dialog]), .alertAnswered(dialog, button: nil)])
        // A button index out of range, or an answer to no alert, changes nothing.
        stack.present(.discardChanges, style: .confirmationDialog)
        let again = stack.routes[0]
        #expect(stack.answerAlert(again.id, buttonAt: 7))
        #expect(model.performed.isEmpty)
        #expect(!stack.answerAlert(RouteID(rawValue: 999), buttonAt: 0))
        stack.push(.item(1))
        #expect(!stack.answerAlert(stack.routes[0].id, buttonAt: 0))
    }

    @Test func anAlertWithoutContentShowsItsScreenWithAWarningWhenDrawn() async {
        let simulator = NavigationSimulator<ListScreen>()
        let stack = simulator.stack
        _ = ListModel(stack: stack)
        await simulator.settle()
        expectWarning(.noAlertContent, saying: "unknownQuestion") {
            stack.present(.unknownQuestion, style: .alert)
        }
        await simulator.settle()
        #expect(simulator.shownAlert?.title == "unknownQuestion")
        #expect(simulator.shownAlert?.buttons.map(\.label) == ["OK"])
        #expect(simulator.userAnswersAlert("OK"))
        #expect(await simulator.settle())
        #expect(stack.routes.isEmpty)
        // A stack with no alerts at all draws the same.
        let bare = Stack<ListScreen>()
        bare.present(.discardChanges, style: .alert)
        #expect(bare.alertContent(of: bare.routes[0].id)?.title == "discardChanges")
        #expect(bare.alertContent(of: RouteID(rawValue: 999)) == nil)
    }

    @Test func aSavedStackLeavesItsAlertOut() throws {
        let stack = Stack<ListScreen>()
        stack.push(.item(4))
        stack.present(.confirmDeletion(4), style: .alert)
        let data = try stack.snapshotData()
        let restored = Stack<ListScreen>()
        let result = try restored.restore(from: data)
        #expect(result.isComplete)
        #expect(restored.routes == [stack.routes[0]])
        // A route written on its own keeps its style.
        let route = Route.confirmationDialog(ListScreen.discardChanges)
        let decoded = try JSONDecoder().decode(
            Route<ListScreen>.self, from: JSONEncoder().encode(route))
        #expect(decoded == route)
    }

    @Test func theSimulatorShowsAnswersAndDismissesAlerts() async {
        let simulator = NavigationSimulator<ListScreen>()
        let stack = simulator.stack
        let model = ListModel(stack: stack)
        stack.push(.item(3))
        stack.present(.confirmDeletion(3), style: .alert)
        #expect(await simulator.settle())
        #expect(simulator.shownAlert?.title == "Delete item 3?")
        #expect(simulator.shownAlert?.buttons.map(\.label) == ["Delete", "Cancel"])
        #expect(simulator.shownAlert?.buttons.map { $0.action != nil } == [true, false])
        #expect(!simulator.userAnswersAlert("Archive"))
        #expect(simulator.userAnswersAlert("Delete"))
        #expect(await simulator.settle())
        #expect(model.performed == [.delete(3)])
        #expect(simulator.shown.isEmpty)
        #expect(simulator.shownAlert == nil)

        stack.present(.discardChanges, style: .confirmationDialog)
        #expect(await simulator.settle())
        #expect(simulator.shownAlert?.title == "")
        simulator.userDismissesAlert()
        #expect(await simulator.settle())
        #expect(stack.routes.isEmpty)
        #expect(model.performed == [.delete(3)])
        #expect(simulator.droppedPresentations.isEmpty)
        #expect(simulator.invalidUpdates.isEmpty)
        #expect(!simulator.userAnswersAlert("Discard"))
        simulator.userDismissesAlert()
    }

    @Test func anAlertAskedForWhileASheetGoesShowsOnceItIsGone() async throws {
        let simulator = NavigationSimulator<ListScreen>()
        let stack = simulator.stack
        _ = ListModel(stack: stack)
        stack.present(.edit(2), style: .sheet(withNavigation: true))
        #expect(await simulator.settle())
        let start = simulator.now
        stack.dismiss()
        stack.present(.confirmDeletion(2), style: .alert)
        while simulator.shownAlert == nil, simulator.now < start + .seconds(5) {
            await simulator.advance(by: .milliseconds(1))
        }
        #expect(simulator.now - start >= simulator.presentationDuration)
        #expect(simulator.shownAlert?.title == "Delete item 2?")
        #expect(simulator.droppedPresentations.isEmpty)
    }

    @Test func anActionThatPresentsWaitsForTheAlertToGo() async throws {
        let simulator = NavigationSimulator<ListScreen>()
        let stack = simulator.stack
        let model = ListModel(stack: stack)
        stack.setAlerts { screen -> AlertContent<ListAction>? in
            guard case .confirmDeletion(let id) = screen else { return nil }
            return AlertContent(
                "Edit \(id)?", buttons: [AlertContent.Button("Edit", action: .push(.edit(id)))])
        } perform: { [weak stack] action in
            if case .push(let screen) = action {
                stack?.present(screen, style: .sheet(withNavigation: false))
            }
        }
        _ = model
        stack.present(.confirmDeletion(5), style: .alert)
        #expect(await simulator.settle())
        let start = simulator.now
        #expect(simulator.userAnswersAlert("Edit"))
        #expect(stack.routes.map(\.screen) == [.edit(5)])
        while simulator.shown.map(\.screen) != [.edit(5)], simulator.now < start + .seconds(5) {
            await simulator.advance(by: .milliseconds(1))
        }
        // The sheet comes in once the alert has gone, not dropped while it goes.
        #expect(simulator.now - start >= simulator.presentationDuration)
        #expect(simulator.droppedPresentations.isEmpty)
        #expect(await simulator.settle())
        #expect(simulator.shown == stack.routes)
    }
}
