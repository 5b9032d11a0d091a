import Foundation
import Testing

@testable @_spi(StapelUI) import StapelCore

@MainActor
@Suite("One event stream for a tree, each event with the path of its holder")
struct NavigationEventTests {
    @Test func everyHolderOfTheTreeTellsItsChangesWithItsPath() {
        let app = TreeApp()
        var events: [NavigationEvent] = []
        let subscription = app.tabs.onNavigationEvent { events.append($0) }
        app.tabs.select(.mail)
        app.mail.sidebarSelection = .sent
        app.mail.contentSelection = 4
        app.mail.detail.push(.thread(4))
        app.mail.columnVisibility = .all
        app.inbox.push(.inbox)
        app.inbox.push(.chat(2))
        app.tabs.select(.mail)  // selected already: no event
        #expect(
            events == [
                NavigationEvent(path: [], change: .selected("mail")),
                NavigationEvent(path: ["mail"], change: .sidebarSelected("sent")),
                NavigationEvent(path: ["mail"], change: .contentSelected("4")),
                NavigationEvent(path: ["mail"], change: .routes(top: "thread(4)", count: 1)),
                NavigationEvent(path: ["mail"], change: .columnVisibilityChanged(.all)),
                NavigationEvent(path: ["inbox"], change: .routes(top: "inbox", count: 1)),
                NavigationEvent(path: ["inbox"], change: .routes(top: "chat(2)", count: 2)),
            ])
        subscription.cancel()
        app.inbox.goBack()
        #expect(events.count == 7)
    }

    @Test func drawingAndTheUsersBackInACollapsedSplitViewTellOnlyTheSelectionsThatChange() {
        let mail = Mail(sidebarSelection: .inbox, contentSelection: 3)
        var events: [NavigationEvent] = []
        let subscription = mail.onNavigationEvent { events.append($0) }
        mail.reportCollapsed(true)
        #expect(events.isEmpty)
        #expect(mail.reportCompactColumn(.content, drawn: mail.selectionIdentity))
        #expect(events == [NavigationEvent(path: [], change: .contentSelected(nil))])
        mail.reportCollapsed(false)
        #expect(events.count == 1)
        subscription.cancel()
    }

    @Test func nestedHoldersPrefixTheirKeysAndTellRemovals() {
        typealias Tabs = KeyedNavigation<TreeTab, Stack<LinkScreen>>
        let windows = KeyedNavigation<String, Tabs>(selection: "A") { _ in
            Tabs(selection: .inbox)
        }
        _ = windows.child(for: "A")
        var events: [NavigationEvent] = []
        let subscription = windows.onNavigationEvent { events.append($0) }
        windows.child(for: "A").child(for: .settings).push(.settings)
        windows.child(for: "B").select(.settings)  // a window made after the subscription
        windows.removeChild(for: "B")
        #expect(
            events == [
                NavigationEvent(
                    path: ["A", "settings"], change: .routes(top: "settings", count: 1)),
                NavigationEvent(path: ["B"], change: .selected("settings")),
                NavigationEvent(path: [], change: .childRemoved("B")),
            ])
        _ = subscription
    }

    @Test func aReleasedSubscriptionStopsTheEvents() {
        let app = TreeApp()
        var count = 0
        var subscription: EventSubscription? = app.tabs.onNavigationEvent { _ in count += 1 }
        app.tabs.select(.settings)
        #expect(count == 1)
        _ = subscription
        subscription = nil
        app.tabs.select(.inbox)
        app.inbox.push(.inbox)
        #expect(count == 1)
    }

    @Test func theLoggerPrintsEachChangeWithItsPathInOneLine() {
        let app = TreeApp()
        var lines: [String] = []
        let logging = app.tabs.logNavigationEvents { lines.append($0) }
        app.tabs.select(.mail)
        app.mail.sidebarSelection = .archive
        app.mail.sidebarSelection = nil
        app.mail.columnVisibility = .detailOnly
        app.inbox.push(.inbox)
        app.inbox.goBack()
        #expect(
            lines == [
                "root: selected mail",
                "mail: sidebar archive",
                "mail: sidebar none",
                "mail: columns detailOnly",
                "inbox: top inbox, 1 route",
                "inbox: top root, 0 routes",
            ])
        #expect(
            NavigationEvent(path: ["B"], change: .childRemoved("C")).description == "B: removed C")
        #expect(
            NavigationEvent(path: [], change: .contentSelected(nil)).description
                == "root: content none")
        logging.cancel()
    }

    @Test func theLoggerPrintsByDefault() {
        let stack = Stack<LinkScreen>()
        let logging = stack.logNavigationEvents()
        stack.push(.inbox)
        #expect(!logging.isCancelled)
        logging.cancel()
        #expect(logging.isCancelled)
    }
}
