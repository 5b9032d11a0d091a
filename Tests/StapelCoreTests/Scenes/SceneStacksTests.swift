import Foundation
import StapelCore
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Scene stacks: a stack per window, restored per window, links to the scene they name")
struct SceneStacksTests {
    /// Expects a link to have opened in `scene`, whose stack shows `screens` once it settles.
    private func expectOpened(
        _ outcome: SceneLinkOutcome, in scene: SceneID, of scenes: SceneStacks<TestScreen>,
        showing screens: [TestScreen], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .opened(let opened, _) = outcome else {
            Issue.record("expected opened, got \(outcome)", sourceLocation: sourceLocation)
            return
        }
        #expect(opened == scene, sourceLocation: sourceLocation)
        scenes.stack(for: scene).settle()
        #expect(
            scenes.stack(for: scene).routes.map(\.screen) == screens,
            sourceLocation: sourceLocation)
    }

    private let table = try! DeepLinkTable<TestScreen>([
        DeepLinkPattern("chat/:id(Int)") { values in
            [.push(.inbox), .push(.chat(try values.value("id")))]
        } values: { _ in
            nil
        }
    ])

    @Test func eachSceneHasItsOwnStack() {
        let scenes = SceneStacks<TestScreen>()
        let first = SceneID(rawValue: "A")
        let second = SceneID.unique()
        #expect(scenes.stack(for: first) === scenes.stack(for: first))
        #expect(scenes.stack(for: first) !== scenes.stack(for: second))
        scenes.stack(for: first).push(.inbox)
        #expect(scenes.stack(for: second).routes.isEmpty)
        #expect(first.description == "A")
        #expect(SceneID.unique() != SceneID.unique())
    }

    @Test func scenesConnectOnceAndADisconnectedSceneDropsItsStack() {
        let scenes = SceneStacks<TestScreen>()
        let scene = SceneID(rawValue: "A")
        scenes.connectScene(scene)
        scenes.connectScene(scene)
        #expect(scenes.connectedScenes == [scene])
        let stack = scenes.stack(for: scene)
        stack.push(.inbox)
        scenes.disconnectScene(scene)
        #expect(scenes.connectedScenes.isEmpty)
        #expect(scenes.stack(for: scene) !== stack)
    }

    @Test func eachSceneRestoresFromItsOwnSavedData() throws {
        var saved: [SceneID: Data] = [:]
        let scenes = SceneStacks<TestScreen>()
        for (scene, screen) in [
            (SceneID(rawValue: "A"), TestScreen.inbox), (.init(rawValue: "B"), .settings),
        ] {
            let autosave = scenes.autosave(for: scene)
            #expect(scenes.autosave(for: scene) === autosave)
            autosave.start(restoringFrom: nil) { saved[scene] = $0 }
            scenes.stack(for: scene).push(screen)
            scenes.stack(for: scene).presentSheet(
                .compose, options: RouteOptions(detents: [.medium, .large], selectedDetent: .large))
        }
        let relaunched = SceneStacks<TestScreen>()
        for scene in [SceneID(rawValue: "A"), SceneID(rawValue: "B")] {
            relaunched.autosave(for: scene).start(restoringFrom: saved[scene]) { _ in }
            relaunched.stack(for: scene).settle()
        }
        #expect(
            relaunched.stack(for: SceneID(rawValue: "A")).routes.map(\.screen) == [
                .inbox, .compose,
            ])
        #expect(
            relaunched.stack(for: SceneID(rawValue: "B")).routes.map(\.screen) == [
                .settings, .compose,
            ])
        #expect(
            relaunched.stack(for: SceneID(rawValue: "B")).routes[1].options.shownDetent == .large)
    }

    @Test func aLinkCarriesTheSceneItNames() throws {
        let scenes = SceneStacks<TestScreen>(sceneQueryItem: "window")
        let scene = SceneID(rawValue: "A")
        let url = scenes.link(URL(string: "app://chat/7?from=push&window=B")!, in: scene)
        #expect(url.absoluteString == "app://chat/7?from=push&window=A")
        #expect(scenes.scene(namedIn: url) == scene)
        #expect(scenes.scene(namedIn: URL(string: "app://chat/7")!) == nil)
        #expect(scenes.externalEventConditions(for: scene).preferring == ["window=A"])
        #expect(scenes.externalEventConditions(for: scene).allowing == ["*"])
        #expect(scenes.scene(saved: "B", new: scene) == SceneID(rawValue: "B"))
        #expect(scenes.scene(saved: nil, new: scene) == scene)
    }

    @Test func aLinkRelativeToABaseURLIsReadAsTheWholeLinkItStandsFor() throws {
        // As a table reads a link: the scene's item of the base counts, and the link a scene
        // gets, or opens with its item taken off, keeps the base's scheme and host.
        let scenes = SceneStacks<TestScreen>()
        let first = SceneID(rawValue: "A")
        let second = SceneID(rawValue: "B")
        scenes.connectScene(first)
        scenes.connectScene(second)
        let base = URL(string: "app://chat/7?scene=A")!
        #expect(scenes.scene(namedIn: URL(string: "#reply", relativeTo: base)!) == first)
        let relative = URL(string: "8", relativeTo: URL(string: "app://chat/")!)!
        #expect(scenes.link(relative, in: second).absoluteString == "app://chat/8?scene=B")
        let named = URL(string: "7?scene=A", relativeTo: URL(string: "app://chat/")!)!
        let outcome = try scenes.open(
            named, using: table, receivedIn: second, canOpenNewScene: true)
        expectOpened(outcome, in: first, of: scenes, showing: [.inbox, .chat(7)])
    }

    @Test func aLinkOpensInTheSceneItNamesOrInTheOneThatReceivedIt() throws {
        let scenes = SceneStacks<TestScreen>()
        let first = SceneID(rawValue: "A")
        let second = SceneID(rawValue: "B")
        scenes.connectScene(first)
        scenes.connectScene(second)
        let named = scenes.link(URL(string: "app://chat/7")!, in: first)
        let outcome = try scenes.open(
            named, using: table, receivedIn: second, canOpenNewScene: true)
        expectOpened(outcome, in: first, of: scenes, showing: [.inbox, .chat(7)])
        #expect(scenes.stack(for: second).routes.isEmpty)

        try scenes.open(
            URL(string: "app://chat/8")!, using: table, receivedIn: second, canOpenNewScene: true)
        scenes.stack(for: second).settle()
        #expect(scenes.stack(for: second).routes.map(\.screen) == [.inbox, .chat(8)])
        #expect(throws: DeepLinkError.self) {
            try scenes.open(
                URL(string: "app://nowhere")!, using: table, receivedIn: second,
                canOpenNewScene: true)
        }
    }

    @Test func aLinkToASceneThatIsNotOpenWaitsForANewScene() throws {
        let scenes = SceneStacks<TestScreen>()
        let receiver = SceneID(rawValue: "A")
        scenes.connectScene(receiver)
        let link = scenes.link(URL(string: "app://chat/9")!, in: SceneID(rawValue: "closed"))
        let outcome = try scenes.open(
            link, using: table, receivedIn: receiver, canOpenNewScene: true)
        guard case .waitingForNewScene = outcome else {
            Issue.record("expected waitingForNewScene, got \(outcome)")
            return
        }
        #expect(scenes.stack(for: receiver).routes.isEmpty)
        let new = SceneID(rawValue: "new")
        scenes.connectScene(new)
        scenes.stack(for: new).settle()
        #expect(scenes.stack(for: new).routes.map(\.screen) == [.inbox, .chat(9)])

        // On iPhone there is no new window: the one that received it opens it.
        let iPhone = SceneStacks<TestScreen>()
        iPhone.connectScene(receiver)
        try iPhone.open(link, using: table, receivedIn: receiver, canOpenNewScene: false)
        iPhone.stack(for: receiver).settle()
        #expect(iPhone.stack(for: receiver).routes.map(\.screen) == [.inbox, .chat(9)])
    }

    @Test func aWindowOpensAWindowOfItsGroupForALinkThatWaitsAndWarnsForAnUnreadableOne() {
        let scenes = SceneStacks<TestScreen>()
        let scene = SceneID(rawValue: "A")
        scenes.connectScene(scene)
        let waiting = scenes.link(URL(string: "app://chat/1")!, in: SceneID(rawValue: "B"))
        #expect(
            scenes.openReceived(
                waiting, using: table, in: scene, supportsMultipleWindows: true, windowID: "main")
                == "main")
        #expect(
            scenes.openReceived(
                waiting, using: table, in: scene, supportsMultipleWindows: true, windowID: nil)
                == nil)
        #expect(
            scenes.openReceived(
                URL(string: "app://chat/2")!, using: table, in: scene,
                supportsMultipleWindows: false, windowID: "main") == nil)
        expectWarning(.unreadableLink) {
            _ = scenes.openReceived(
                URL(string: "app://what")!, using: table, in: scene, supportsMultipleWindows: true,
                windowID: "main")
        }
    }

    @Test func heterogeneousScenesSaveThroughARegistry() throws {
        var registry = ScreenTypeRegistry()
        registry.register(Int.self, as: "number")
        let scenes = SceneStacks<AnyScreen>(registry: registry)
        let scene = SceneID(rawValue: "A")
        var saved: Data?
        scenes.autosave(for: scene).start(restoringFrom: nil) { saved = $0 }
        scenes.stack(for: scene).push(AnyScreen(7))
        let relaunched = SceneStacks<AnyScreen>(registry: registry)
        relaunched.autosave(for: scene).start(restoringFrom: saved) { _ in }
        relaunched.stack(for: scene).settle()
        #expect(relaunched.stack(for: scene).routes.map(\.screen) == [AnyScreen(7)])
    }
}
