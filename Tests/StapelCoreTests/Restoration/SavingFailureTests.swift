import Foundation
import StapelCore
import Testing

/// A screen that can't be encoded once it is marked so: a value a real app could not save.
private enum FragileScreen: Hashable, Sendable, Codable {
    case plain
    case unsaveable

    func encode(to encoder: any Encoder) throws {
        guard self == .plain else {
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: [], debugDescription: "can't be saved"))
        }
        var container = encoder.singleValueContainer()
        try container.encode("plain")
    }

    init(from decoder: any Decoder) throws {
        _ = try decoder.singleValueContainer().decode(String.self)
        self = .plain
    }
}

/// A tab whose name can't be saved.
private enum FragileTab: Hashable, Sendable, Codable {
    case home
    case secret

    func encode(to encoder: any Encoder) throws {
        guard self == .home else {
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: [], debugDescription: "secret"))
        }
        var container = encoder.singleValueContainer()
        try container.encode("home")
    }

    init(from decoder: any Decoder) throws {
        _ = try decoder.singleValueContainer().decode(String.self)
        self = .home
    }
}

/// What an autosave does when the state can't be saved: it warns, says why, and leaves the last
/// saved state in storage.
@MainActor
@Suite("Saving state that can't be saved")
struct SavingFailureTests {
    @Test func aStackThatCantBeSavedKeepsTheLastSavedStateAndWarns() throws {
        var stored: Data?
        var writes = 0
        let stack = Stack<FragileScreen>(routes: [.push(.plain)])
        let autosave = NavigationAutosave(stack)
        autosave.start(restoringFrom: nil) {
            stored = $0
            writes += 1
        }
        #expect(writes == 1)
        let saved = try #require(stored)
        withKnownIssue {
            stack.push(.unsaveable)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .restoration
                && issue.description.contains("saving the navigation state")
                && issue.description.contains("The last saved state stays")
        }
        #expect(writes == 1)
        #expect(stored == saved)
        guard case .encodingFailed? = autosave.lastError else {
            Issue.record("expected encodingFailed, got \(String(describing: autosave.lastError))")
            return
        }
        // Once the state can be saved again, it is.
        stack.pop()
        #expect(writes == 2)
        autosave.stop()
    }

    @Test func tabsWhoseSelectionCantBeSavedWarn() throws {
        var writes = 0
        let tabs = KeyedNavigation<FragileTab, Stack<FragileScreen>>(selection: .home)
        let autosave = NavigationAutosave(tabs)
        autosave.start(restoringFrom: nil) { _ in writes += 1 }
        #expect(writes == 1)
        withKnownIssue {
            tabs.select(.secret)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .restoration
                && issue.description.contains("saving the navigation state")
        }
        #expect(writes == 1)
        guard case .encodingFailed? = autosave.lastError else {
            Issue.record("expected encodingFailed, got \(String(describing: autosave.lastError))")
            return
        }
        autosave.stop()
    }

    @Test func resultsOfOneRestoreAreEqualAndOthersAreNot() throws {
        let data = try Stack<FragileScreen>(routes: [.push(.plain)]).snapshotData()
        let stack = Stack<FragileScreen>()
        let result = try stack.restore(from: data)
        let same = result
        #expect(result == same)
        #expect(Set([result, same]).count == 1)
        // Another restore of the same data: the same counts, another change.
        let other = try Stack<FragileScreen>().restore(from: data)
        #expect(other.restoredCount == result.restoredCount)
        #expect(other != result)
        #expect(Set([result, other]).count == 2)
    }
}
