#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    private enum MailScreen: Hashable, Codable, Sendable {
        case message(Int)
        case reply
    }

    /// A mail app whose windows each keep their own stack, over one model.
    private struct MailScenes: Scene {
        let scenes: KeyedNavigation<SceneID, Stack<MailScreen>>
        let table: DeepLinkTable<MailScreen>

        var body: some Scene {
            WindowGroup(id: "mail") {
                StapelWindowStack(scenes, links: table, windowID: "mail") {
                    WindowName()
                } destination: { screen in
                    Text(String(describing: screen))
                }
            }
        }
    }

    /// The root screen: the inbox, with the window's scene as the environment gives it.
    private struct WindowName: View {
        @Environment(\.stapelSceneID) private var scene

        var body: some View {
            Text("Inbox in \(scene?.rawValue ?? "no window")")
            PathName().stapelNodeKey("inbox")
        }
    }

    /// The path of the holders above, as the environment gives it.
    private struct PathName: View {
        @Environment(\.stapelNodePath) private var path

        var body: some View {
            Text("Path \(path.joined(separator: "/"))")
        }
    }

    @MainActor
    @Suite("Windows: a stack per scene, restored per scene, links to the scene they name")
    struct StapelWindowStackInTheHostTests {
        private let table = try! DeepLinkTable<MailScreen>([
            DeepLinkPattern("message/:id(Int)") { values in
                [.push(.message(try values.value("id")))]
            } values: { _ in
                nil
            },
            DeepLinkPattern("reply") { _ in
                [.sheet(.reply, options: RouteOptions(detents: [.medium, .large]))]
            } values: { _ in
                nil
            },
        ])

        /// The app on one clock, with the stacks' pacing on the same clock.
        private func launch(
            restoring stores: [SceneStore] = [], supportsMultipleWindows: Bool = true,
            clock: HostClock = HostClock()
        ) -> (KeyedNavigation<SceneID, Stack<MailScreen>>, AppHost) {
            let scenes = KeyedNavigation<SceneID, Stack<MailScreen>>(
                selection: SceneID(rawValue: "none")
            ) { _ in Stack(clock: clock) }
            let app = AppHost(
                scene: MailScenes(scenes: scenes, table: table), clock: clock,
                supportsMultipleWindows: supportsMultipleWindows, restoring: stores)
            return (scenes, app)
        }

        private func scene(of window: ViewHost) -> SceneID? {
            window.sceneStore.string(forKey: "stapel.scene").map { SceneID(rawValue: $0) }
        }

        @Test func twoWindowsOverOneModelShowTheirOwnStacks() async throws {
            let (scenes, app) = launch()
            let second = try app.openWindow()
            await app.settle()
            #expect(scenes.keys.count == 2)
            let (a, b) = (try #require(scene(of: app.windows[0])), try #require(scene(of: second)))
            // Each window's views read its scene from the environment.
            #expect(app.windows[0].isShowing("Inbox in \(a.rawValue)"))
            #expect(second.isShowing("Inbox in \(b.rawValue)"))
            #expect(a != b)
            // And the path of the holders above them: the window, then the keys views gave.
            #expect(app.windows[0].isShowing("Path \(a.rawValue)/inbox"))
            scenes.child(for: a).push(.message(1))
            scenes.child(for: b).push(.message(2))
            await app.settle()
            #expect(app.windows[0].isShowing("message(1)"))
            #expect(!app.windows[0].isShowing("message(2)"))
            #expect(second.isShowing("message(2)"))
            #expect(app.windows[0].navigationDepth == 1)
        }

        @Test func aRelaunchRestoresEachWindowsStackFromItsOwnStorage() async throws {
            let clock = HostClock()
            let (scenes, app) = launch(clock: clock)
            let second = try app.openWindow()
            await app.settle()
            let (a, b) = (try #require(scene(of: app.windows[0])), try #require(scene(of: second)))
            scenes.child(for: a).push(.message(1))
            scenes.child(for: b).presentSheet(
                .reply, options: RouteOptions(detents: [.medium, .large], selectedDetent: .large))
            await app.settle()

            let (restored, relaunched) = launch(restoring: app.sceneStores, clock: clock)
            await relaunched.settle()
            #expect(restored.keys == [a, b])
            #expect(restored.child(for: a).routes.map(\.screen) == [.message(1)])
            #expect(restored.child(for: b).routes.map(\.screen) == [.reply])
            #expect(relaunched.windows[0].isShowing("message(1)"))
            #expect(relaunched.windows[1].sheetDetent == .large)
        }

        @Test func aLinkOpensInTheWindowItNamesOrInANewOne() async throws {
            let (scenes, app) = launch()
            let second = try app.openWindow()
            await app.settle()
            let a = try #require(scene(of: app.windows[0]))
            app.activate(second)

            let named = scenes.link(URL(string: "mail://message/7")!, in: a)
            #expect(app.openURL(named) === app.windows[0])
            await app.settle()
            #expect(app.windows[0].isShowing("message(7)"))
            #expect(!second.isShowing("message(7)"))

            let plain = app.openURL(URL(string: "mail://reply")!)
            await app.settle()
            #expect(plain === app.windows[0])
            #expect(app.windows[0].sheetDetent == .medium)

            let closed = scenes.link(
                URL(string: "mail://message/8")!, in: SceneID(rawValue: "gone"))
            app.openURL(closed)
            await app.settle()
            #expect(app.windows.count == 3)
            #expect(app.windows[2].isShowing("message(8)"))
            #expect(scenes.keys.count == 3)
        }

        @Test func onAnIPhoneEveryLinkOpensInTheOneWindow() async throws {
            let (scenes, app) = launch(supportsMultipleWindows: false)
            await app.settle()
            let closed = scenes.link(
                URL(string: "mail://message/3")!, in: SceneID(rawValue: "gone"))
            app.openURL(closed)
            await app.settle()
            #expect(app.windows.count == 1)
            #expect(app.windows[0].isShowing("message(3)"))
        }

        @Test func closingAWindowDisconnectsItsScene() async throws {
            let (scenes, app) = launch()
            let second = try app.openWindow()
            await app.settle()
            #expect(scenes.keys.count == 2)
            app.closeWindow(second)
            #expect(scenes.keys.count == 1)
        }
    }
#endif
