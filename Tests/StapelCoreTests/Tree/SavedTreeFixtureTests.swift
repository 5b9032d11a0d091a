import Foundation
import Testing

@testable @_spi(StapelUI) import StapelCore

/// The saved form of `TreeApp`, version 1, as an autosave wrote it: read back by every later
/// Stapel, so that no change silently loses what users saved. Never edit it; add a fixture for a
/// new version beside it.
private let savedTreeVersion1 = #"""
    {"root":{"children":[{"key":"inbox","node":{"ids":"40,1,1","screens":[{"inbox":{}},{"chat":{"_0":3}},{"settings":{}}],"styles":"ppS","version":2}},{"key":"mail","node":{"columnVisibility":"all","stack":{"ids":"50,1,1","screens":[{"sidebar":{"_0":"sent"}},{"content":{"_0":9}},{"detail":{"_0":{"thread":{"_0":9}}}}],"styles":"ppp","version":2},"version":1}},{"key":"settings","node":{"ids":"70","names":{"0":"root settings"},"screens":[{"settings":{}}],"styles":"p","version":2}}],"selection":"mail"},"version":1}
    """#

@MainActor
@Suite("The saved form of a tree reads back, version by version")
struct SavedTreeFixtureTests {
    @Test func version1RestoresEveryNode() throws {
        let app = TreeApp()
        let autosave = NavigationAutosave(app.tabs)
        var saved: Data?
        autosave.start(restoringFrom: Data(savedTreeVersion1.utf8)) { saved = $0 }
        app.inbox.settle()
        app.mail.detail.settle()
        #expect(autosave.failures.isEmpty)
        #expect(app.tabs.selection == .mail)
        #expect(app.mail.sidebarSelection == .sent)
        #expect(app.mail.contentSelection == 9)
        #expect(app.mail.columnVisibility == .all)
        #expect(app.mail.detail.screens == [.thread(9)])
        #expect(app.inbox.screens == [.inbox, .chat(3), .settings])
        #expect(app.inbox.routes.map(\.id.rawValue) == [40, 41, 42])
        #expect(app.inbox.routes.last?.style == .sheet(withNavigation: true))
        #expect(app.settings.routes.map(\.name) == ["root settings"])
        // Saved again, the tree writes what it read.
        #expect(saved.map { String(decoding: $0, as: UTF8.self) } == savedTreeVersion1)
    }

    @Test func aLaterVersionIsRefusedAndRestoresNothing() throws {
        let later = savedTreeVersion1.replacingOccurrences(
            of: #""selection":"mail"},"version":1}"#, with: #""selection":"mail"},"version":2}"#)
        #expect(later != savedTreeVersion1)
        let app = TreeApp()
        let autosave = NavigationAutosave(app.tabs)
        withKnownIssue {
            autosave.start(restoringFrom: Data(later.utf8)) { _ in }
        } matching: { issue in
            issue.description.contains("unknown version 2")
        }
        #expect(autosave.failures[[]] == .unsupportedVersion(2))
        #expect(app.inbox.routes.isEmpty)
        #expect(app.tabs.selection == .inbox)
    }
}
