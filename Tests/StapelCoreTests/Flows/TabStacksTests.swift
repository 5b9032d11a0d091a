import IssueReporting
import StapelCore
import Testing

private enum Tab: Hashable { case inbox, settings }

@MainActor
@Suite("Tab stacks")
struct TabStacksTests {
    @Test func reselectionIsTappingTheCurrentTab() {
        let tabs = TabStacks<Tab, TestScreen>(selection: .inbox)
        #expect(tabs.selectFromTabBar(.inbox))
        #expect(!tabs.selectFromTabBar(.settings))
        #expect(tabs.selectFromTabBar(.settings))
        #expect(tabs.select(.settings))
        #expect(!tabs.select(.inbox))
    }

    @Test func selectingFromCodeOnlySelects() {
        let tabs = TabStacks<Tab, TestScreen>(selection: .inbox)
        let inbox = tabs.stack(for: .inbox)
        inbox.push(.chat(1))
        inbox.present(.compose, style: .sheet(withNavigation: true))
        #expect(tabs.select(.inbox))
        #expect(inbox.screens == [.chat(1), .compose])
        #expect(!tabs.select(.settings))
        #expect(tabs.selection == .settings)
        #expect(!tabs.select(.inbox))
        #expect(inbox.screens == [.chat(1), .compose])
    }

    @Test func theAppMakesTheStacks() {
        var made: [Tab] = []
        let tabs = TabStacks<Tab, TestScreen>(selection: .inbox) { tab in
            made.append(tab)
            return Stack(settleTimeout: tab == .inbox ? .seconds(2) : .seconds(3))
        }
        let inbox = tabs.stack(for: .inbox)
        #expect(tabs.stack(for: .inbox) === inbox)
        _ = tabs.stack(for: .settings)
        #expect(made == [.inbox, .settings])
    }

    @Test func eachTabKeepsItsOwnStack() {
        let tabs = TabStacks<Tab, TestScreen>(selection: .inbox)
        tabs.stack(for: .inbox).push(.chat(1))
        #expect(!tabs.select(.settings))
        #expect(tabs.selection == .settings)
        #expect(tabs.stack(for: .inbox).screens == [.chat(1)])
        #expect(tabs.stack(for: .settings).depth == 0)
        #expect(tabs.stack(for: .inbox) === tabs.stack(for: .inbox))
    }

    @Test func reselectingGoesBackToTheRootAcrossPresentations() {
        let tabs = TabStacks<Tab, TestScreen>(selection: .inbox)
        let inbox = tabs.stack(for: .inbox)
        inbox.push(.chat(1))
        inbox.present(.compose, style: .sheet(withNavigation: true))
        inbox.push(.settings)
        #expect(tabs.selectFromTabBar(.inbox))
        #expect(inbox.depth == 0)
        #expect(tabs.selection == .inbox)
    }

    @Test func reselectingAtTheRootIsQuiet() {
        let tabs = TabStacks<Tab, TestScreen>(selection: .inbox)
        let recorder = WarningRecorder()
        withIssueReporters([recorder]) { _ = tabs.selectFromTabBar(.inbox) }
        #expect(recorder.messages.isEmpty)
    }
}
