import Foundation
@_spi(StapelUI) import StapelCore
import Testing

typealias TestWindows = KeyedNavigation<SceneID, Stack<TestScreen>>

@MainActor
@Suite("Windows: a keyed holder of scenes, each with its stack, links to the window they name")
struct WindowsTests {
    private let table = try! DeepLinkTable<TestScreen>([
        DeepLinkPattern("chat/:id(Int)") { values in
            [.push(.inbox), .push(.chat(try values.value("id")))]
        } values: { _ in
            nil
        }
    ])

    private var links: KeyedLinkTable<SceneID> { KeyedLinkTable<SceneID>().anyChild(links: table) }

    private func windows() -> TestWindows {
        TestWindows(selection: SceneID(rawValue: "A"))
    }

    /// Expects a link to have opened in `scene`, whose stack shows `screens` once it settles.
    private func expectOpened(
        _ result: DeepLinkResult, in scene: SceneID, of windows: TestWindows,
        showing screens: [TestScreen], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.outcome != .waitingForNewWindow, sourceLocation: sourceLocation)
        windows.child(for: scene).settle()
        #expect(
            windows.child(for: scene).routes.map(\.screen) == screens,
            sourceLocation: sourceLocation)
        #expect(windows.selection == scene, sourceLocation: sourceLocation)
    }

    @Test func eachWindowHasItsOwnStack() {
        let windows = windows()
        let first = SceneID(rawValue: "A")
        let second = SceneID.unique()
        #expect(windows.child(for: first) === windows.child(for: first))
        #expect(windows.child(for: first) !== windows.child(for: second))
        windows.child(for: first).push(.inbox)
        #expect(windows.child(for: second).routes.isEmpty)
        #expect(first.description == "A")
        #expect(SceneID.unique() != SceneID.unique())
    }

    @Test func windowsConnectOnceAndADisconnectedWindowDropsItsStack() {
        let windows = windows()
        let scene = SceneID(rawValue: "B")
        windows.connectScene(scene)
        windows.connectScene(scene)
        #expect(windows.keys == [scene])
        #expect(windows.selection == scene)
        let stack = windows.child(for: scene)
        stack.push(.inbox)
        windows.disconnectScene(scene)
        #expect(windows.keys.isEmpty)
        #expect(windows.child(for: scene) !== stack)
    }

    @Test func eachWindowRestoresFromItsOwnSavedData() throws {
        var saved: [SceneID: Data] = [:]
        let windows = windows()
        var autosaves: [NavigationAutosave<Stack<TestScreen>>] = []
        for (scene, screen) in [
            (SceneID(rawValue: "A"), TestScreen.inbox), (.init(rawValue: "B"), .settings),
        ] {
            let autosave = NavigationAutosave(windows.child(for: scene))
            autosave.start(restoringFrom: nil) { saved[scene] = $0 }
            autosaves.append(autosave)
            windows.child(for: scene).push(screen)
            windows.child(for: scene).presentSheet(
                .compose, options: RouteOptions(detents: [.medium, .large], selectedDetent: .large))
        }
        let relaunched = self.windows()
        for scene in [SceneID(rawValue: "A"), SceneID(rawValue: "B")] {
            NavigationAutosave(relaunched.child(for: scene)).start(restoringFrom: saved[scene]) {
                _ in
            }
            relaunched.child(for: scene).settle()
        }
        #expect(
            relaunched.child(for: SceneID(rawValue: "A")).routes.map(\.screen) == [
                .inbox, .compose,
            ])
        #expect(
            relaunched.child(for: SceneID(rawValue: "B")).routes[1].options.shownDetent == .large)
        _ = autosaves
    }

    @Test func aLinkCarriesTheWindowItNames() throws {
        let windows = windows()
        let scene = SceneID(rawValue: "A")
        let url = windows.link(URL(string: "app://chat/7?from=push&scene=B")!, in: scene)
        #expect(url.absoluteString == "app://chat/7?from=push&scene=A")
        #expect(windows.scene(namedIn: url) == scene)
        #expect(windows.scene(namedIn: URL(string: "app://chat/7")!) == nil)
        #expect(windows.externalEventConditions(for: scene).preferring == ["scene=A"])
        #expect(windows.externalEventConditions(for: scene).allowing == ["*"])
        #expect(windows.scene(saved: "B", new: scene) == SceneID(rawValue: "B"))
        #expect(windows.scene(saved: nil, new: scene) == scene)
        #expect(TestWindows.sceneQueryItem == "scene")
    }

    @Test func aLinkRelativeToABaseURLIsReadAsTheWholeLinkItStandsFor() throws {
        let windows = windows()
        let first = SceneID(rawValue: "A")
        let second = SceneID(rawValue: "B")
        windows.connectScene(first)
        windows.connectScene(second)
        let base = URL(string: "app://chat/7?scene=A")!
        #expect(windows.scene(namedIn: URL(string: "#reply", relativeTo: base)!) == first)
        let relative = URL(string: "8", relativeTo: URL(string: "app://chat/")!)!
        #expect(windows.link(relative, in: second).absoluteString == "app://chat/8?scene=B")
        let named = URL(string: "7?scene=A", relativeTo: URL(string: "app://chat/")!)!
        let result = try windows.open(
            named, using: links, receivedIn: second, canOpenNewScene: true)
        expectOpened(result, in: first, of: windows, showing: [.inbox, .chat(7)])
    }

    @Test func aLinkOpensInTheWindowItNamesOrInTheOneThatReceivedIt() throws {
        let windows = windows()
        let first = SceneID(rawValue: "A")
        let second = SceneID(rawValue: "B")
        windows.connectScene(first)
        windows.connectScene(second)
        let named = windows.link(URL(string: "app://chat/7")!, in: first)
        let result = try windows.open(
            named, using: links, receivedIn: second, canOpenNewScene: true)
        expectOpened(result, in: first, of: windows, showing: [.inbox, .chat(7)])
        #expect(windows.child(for: second).routes.isEmpty)

        let other = try windows.open(
            URL(string: "app://chat/8")!, using: links, receivedIn: second, canOpenNewScene: true)
        expectOpened(other, in: second, of: windows, showing: [.inbox, .chat(8)])
        #expect(throws: DeepLinkError.self) {
            try windows.open(
                URL(string: "app://nowhere")!, using: links, receivedIn: second,
                canOpenNewScene: true)
        }
    }

    @Test func aLinkToAWindowThatIsNotOpenWaitsForANewWindow() async throws {
        let windows = windows()
        let receiver = SceneID(rawValue: "A")
        windows.connectScene(receiver)
        let link = windows.link(URL(string: "app://chat/9")!, in: SceneID(rawValue: "closed"))
        let result = try windows.open(
            link, using: links, receivedIn: receiver, canOpenNewScene: true)
        #expect(result.outcome == .waitingForNewWindow)
        #expect(result.appliedCount == 0)
        #expect(windows.child(for: receiver).routes.isEmpty)
        let new = SceneID(rawValue: "new")
        windows.connectScene(new)
        windows.child(for: new).settle()
        #expect(windows.child(for: new).routes.map(\.screen) == [.inbox, .chat(9)])
        #expect(await result.change?.outcome == .completed)

        // On iPhone there is no new window: the one that received it opens it.
        let iPhone = self.windows()
        iPhone.connectScene(receiver)
        let opened = try iPhone.open(
            link, using: links, receivedIn: receiver, canOpenNewScene: false)
        expectOpened(opened, in: receiver, of: iPhone, showing: [.inbox, .chat(9)])
    }

    @Test func aLinkWaitingForAWindowOfAnotherKindIsCancelled() async throws {
        // The windows' links are for stacks, but a window's child is a split view.
        let windows = KeyedNavigation<SceneID, any NavigationNode>(
            selection: SceneID(rawValue: "A"),
            children: [SceneID(rawValue: "A"): Stack<TestScreen>(), SceneID(rawValue: "B"): Mail()])
        let link = windows.link(URL(string: "app://chat/9")!, in: SceneID(rawValue: "closed"))
        let result = try windows.open(
            link, using: links, receivedIn: SceneID(rawValue: "A"), canOpenNewScene: true)
        windows.connectScene(SceneID(rawValue: "B"))
        #expect(await result.change?.outcome == .cancelled)
        #expect(
            throws: DeepLinkError.childMismatch(
                key: "B", child: "SplitNavigation<Mailbox, Int, MailScreen>")
        ) {
            try windows.open(
                URL(string: "app://chat/1")!, using: links, receivedIn: SceneID(rawValue: "B"),
                canOpenNewScene: false)
        }
    }

    @Test func aWindowOpensAWindowOfItsGroupForALinkThatWaitsAndWarnsForAnUnreadableOne() {
        let windows = windows()
        let scene = SceneID(rawValue: "A")
        windows.connectScene(scene)
        let waiting = windows.link(URL(string: "app://chat/1")!, in: SceneID(rawValue: "B"))
        #expect(
            windows.openReceived(
                waiting, using: links, in: scene, supportsMultipleWindows: true, windowID: "main")
                == "main")
        #expect(
            windows.openReceived(
                waiting, using: links, in: scene, supportsMultipleWindows: true, windowID: nil)
                == nil)
        #expect(
            windows.openReceived(
                URL(string: "app://chat/2")!, using: links, in: scene,
                supportsMultipleWindows: false, windowID: "main") == nil)
        expectWarning(.unreadableLink) {
            _ = windows.openReceived(
                URL(string: "app://what")!, using: links, in: scene, supportsMultipleWindows: true,
                windowID: "main")
        }
    }

    @Test func aLinkIntoAnotherWindowLeavesWhatThisOnePresents() throws {
        let windows = windows()
        let first = SceneID(rawValue: "A")
        let second = SceneID(rawValue: "B")
        windows.connectScene(second)
        windows.connectScene(first)
        windows.child(for: first).presentSheet(.compose)
        windows.child(for: first).settle()
        let named = windows.link(URL(string: "app://chat/3")!, in: second)
        let result = try windows.open(
            named, using: links, receivedIn: first, canOpenNewScene: true)
        expectOpened(result, in: second, of: windows, showing: [.inbox, .chat(3)])
        windows.child(for: first).settle()
        #expect(windows.child(for: first).screens == [.compose])
    }
}
