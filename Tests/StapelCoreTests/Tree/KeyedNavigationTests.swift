import IssueReporting
import StapelCore
import Testing

private enum Tab: Hashable, Codable { case inbox, settings }

@MainActor
@Suite("A keyed holder of tabs")
struct TabStacksTests {
    @Test func reselectionIsTappingTheCurrentTab() {
        let tabs = KeyedNavigation<Tab, Stack<TestScreen>>(selection: .inbox)
        #expect(tabs.selectFromTabBar(.inbox))
        #expect(!tabs.selectFromTabBar(.settings))
        #expect(tabs.selectFromTabBar(.settings))
        #expect(tabs.select(.settings))
        #expect(!tabs.select(.inbox))
    }

    @Test func selectingFromCodeOnlySelects() {
        let tabs = KeyedNavigation<Tab, Stack<TestScreen>>(selection: .inbox)
        let inbox = tabs.child(for: .inbox)
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
        let tabs = KeyedNavigation<Tab, Stack<TestScreen>>(selection: .inbox) { tab in
            made.append(tab)
            return Stack(settleTimeout: tab == .inbox ? .seconds(2) : .seconds(3))
        }
        let inbox = tabs.child(for: .inbox)
        #expect(tabs.child(for: .inbox) === inbox)
        _ = tabs.child(for: .settings)
        #expect(made == [.inbox, .settings])
    }

    @Test func eachTabKeepsItsOwnStack() {
        let tabs = KeyedNavigation<Tab, Stack<TestScreen>>(selection: .inbox)
        tabs.child(for: .inbox).push(.chat(1))
        #expect(!tabs.select(.settings))
        #expect(tabs.selection == .settings)
        #expect(tabs.child(for: .inbox).screens == [.chat(1)])
        #expect(tabs.child(for: .settings).depth == 0)
        #expect(tabs.child(for: .inbox) === tabs.child(for: .inbox))
    }

    @Test func reselectingGoesBackToTheRootAcrossPresentations() {
        let tabs = KeyedNavigation<Tab, Stack<TestScreen>>(selection: .inbox)
        let inbox = tabs.child(for: .inbox)
        inbox.push(.chat(1))
        inbox.present(.compose, style: .sheet(withNavigation: true))
        inbox.push(.settings)
        #expect(tabs.selectFromTabBar(.inbox))
        #expect(inbox.depth == 0)
        #expect(tabs.selection == .inbox)
    }

    @Test func reselectingAtTheRootIsQuiet() {
        let tabs = KeyedNavigation<Tab, Stack<TestScreen>>(selection: .inbox)
        let recorder = WarningRecorder()
        withIssueReporters([recorder]) { _ = tabs.selectFromTabBar(.inbox) }
        #expect(recorder.messages.isEmpty)
    }
}
