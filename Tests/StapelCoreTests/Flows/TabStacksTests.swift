import IssueReporting
import StapelCore
import Testing

private enum Tab: Hashable { case inbox, settings }

@MainActor
@Suite("Tab stacks")
struct TabStacksTests {
    @Test func reselectionIsSelectingTheCurrentTab() {
        let tabs = TabStacks<Tab, TestScreen>(selection: .inbox)
        #expect(tabs.select(.inbox))
        #expect(!tabs.select(.settings))
        #expect(tabs.select(.settings))
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
        inbox.present(.compose, withNavigation: true)
        inbox.push(.settings)
        #expect(tabs.select(.inbox))
        #expect(inbox.depth == 0)
        #expect(tabs.selection == .inbox)
    }

    @Test func reselectingAtTheRootIsQuiet() {
        let tabs = TabStacks<Tab, TestScreen>(selection: .inbox)
        let recorder = WarningRecorder()
        withIssueReporters([recorder]) { _ = tabs.select(.inbox) }
        #expect(recorder.messages.isEmpty)
    }
}
