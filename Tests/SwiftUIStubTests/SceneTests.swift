#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import SwiftUIStub
    import Testing

    /// What the windows of the test app share: the links each one opened.
    @MainActor
    @Observable
    private final class Links {
        var opened: [String] = []
    }

    /// A window that names itself, opens windows and records the links it takes.
    private struct NamedWindow: View {
        @SceneStorage("name") private var name: String?
        @Environment(\.openWindow) private var openWindow
        @Environment(\.supportsMultipleWindows) private var multiple
        let links: Links
        var claims = true

        var body: some View {
            VStack {
                Text(name ?? "unnamed")
                Text(multiple ? "several windows" : "one window")
                Button("Name A") { name = "A" }
                Button("Name B") { name = "B" }
                Button("New window") { openWindow(id: "main") }
                Button("Missing window") { openWindow(id: "missing") }
                CounterView(title: "Window")
            }
            .onOpenURL { links.opened.append("\(name ?? "unnamed") \($0.absoluteString)") }
            .onDisappear { links.opened.append("closed \(name ?? "unnamed")") }
            .handlesExternalEvents(
                preferring: claims ? Set(name.map { ["window=\($0)"] } ?? []) : [],
                allowing: claims ? ["open"] : [])
        }
    }

    /// The windows of the test app, with an inspector group that opens for its own links.
    private struct TestScenes: Scene {
        let links: Links
        var claims = true

        var body: some Scene {
            WindowGroup(id: "main") {
                NamedWindow(links: links, claims: claims)
            }
            WindowGroup(id: "inspector") {
                Text("Inspector")
                    .onOpenURL { links.opened.append("inspector \($0.absoluteString)") }
            }
            .handlesExternalEvents(matching: ["inspect"])
        }
    }

    /// An app the host launches by its type.
    private struct TestApp: App {
        static let links = Links()

        var body: some Scene {
            WindowGroup {
                NamedWindow(links: Self.links)
            }
        }
    }

    @MainActor
    @Suite("Scenes: several windows, each with its own state, and links routed to one")
    struct SceneTests {
        @Test func eachWindowKeepsItsOwnStateAndSceneStorage() async throws {
            let links = Links()
            let app = AppHost(scene: TestScenes(links: links))
            let first = try #require(app.windows.first)
            try first.tap("Name A")
            try first.tap("Add to Window")
            let second = try app.openWindow()
            #expect(app.windows.count == 2)
            #expect(app.activeWindow === second)
            try second.tap("Name B")
            #expect(first.isShowing("A"))
            #expect(first.isShowing("Window 1"))
            #expect(second.isShowing("B"))
            #expect(second.isShowing("Window 0"))
            #expect(first.isShowing("several windows"))
            #expect(app.sceneStores.map { $0.keys } == [["name"], ["name"]])
        }

        @Test func aRelaunchRestoresEveryWindowFromItsStore() async throws {
            let links = Links()
            let app = AppHost(scene: TestScenes(links: links))
            try app.windows[0].tap("Name A")
            let second = try app.openWindow()
            try second.tap("Name B")
            let inspector = try app.openWindow(id: "inspector")
            #expect(inspector.isShowing("Inspector"))

            let relaunched = AppHost(scene: TestScenes(links: links), restoring: app.sceneStores)
            #expect(relaunched.windows.count == 3)
            #expect(relaunched.windows[0].isShowing("A"))
            #expect(relaunched.windows[1].isShowing("B"))
            #expect(relaunched.windows[2].isShowing("Inspector"))
            let iPhone = AppHost(
                scene: TestScenes(links: links), supportsMultipleWindows: false,
                restoring: app.sceneStores)
            #expect(iPhone.windows.count == 1)
            #expect(iPhone.windows[0].isShowing("one window"))
        }

        @Test func openWindowFromAViewOpensAWindowOfItsGroup() async throws {
            let links = Links()
            let app = AppHost(scene: TestScenes(links: links))
            try app.windows[0].tap("New window")
            #expect(app.windows.count == 2)
            #expect(app.windows[1].isShowing("unnamed"))
            try app.windows[1].tap("Missing window")
            #expect(app.windows.count == 2)
            #expect(app.log.contains { $0.contains("missing") })
            #expect(throws: HostError.self) { try app.openWindow(id: "missing") }

            let iPhone = AppHost(scene: TestScenes(links: links), supportsMultipleWindows: false)
            #expect(throws: HostError.self) { try iPhone.openWindow() }
        }

        @Test func aLinkGoesToTheWindowThatPrefersItThenOneThatAllowsItThenANewOne() async throws {
            let links = Links()
            let app = AppHost(scene: TestScenes(links: links))
            try app.windows[0].tap("Name A")
            let second = try app.openWindow()
            try second.tap("Name B")
            app.activate(second)

            let preferred = app.openURL(URL(string: "app://note?window=A")!)
            #expect(preferred === app.windows[0])
            #expect(app.activeWindow === app.windows[0])
            app.activate(second)
            let allowed = app.openURL(URL(string: "app://open/note")!)
            #expect(allowed === second)
            let inspector = app.openURL(URL(string: "app://inspect/7")!)
            #expect(app.windows.count == 3)
            #expect(inspector.isShowing("Inspector"))
            let other = app.openURL(URL(string: "app://elsewhere")!)
            #expect(app.windows.count == 4)
            #expect(other.isShowing("unnamed"))
            #expect(
                links.opened == [
                    "A app://note?window=A", "B app://open/note", "inspector app://inspect/7",
                    "unnamed app://elsewhere",
                ])
            #expect(app.log.contains { $0.contains("no window takes app://elsewhere") })
        }

        @Test func withoutConditionsALinkGoesToTheActiveWindow() async throws {
            let links = Links()
            let app = AppHost(
                scene: WindowGroup { NamedWindow(links: links, claims: false) })
            let second = try app.openWindow()
            try second.tap("Name B")
            app.activate(app.windows[0])
            #expect(app.openURL(URL(string: "app://x")!) === app.windows[0])
            #expect(links.opened == ["unnamed app://x"])

            let iPhone = AppHost(scene: TestScenes(links: links), supportsMultipleWindows: false)
            #expect(iPhone.openURL(URL(string: "app://inspect/1")!) === iPhone.windows[0])
        }

        @Test func closingAWindowRemovesItAndItsViewsDisappear() async throws {
            let links = Links()
            let app = AppHost(scene: TestScenes(links: links))
            let first = try #require(app.windows.first)
            try first.tap("Name A")
            let second = try app.openWindow()
            app.closeWindow(second)
            #expect(app.windows.count == 1)
            #expect(app.activeWindow === first)
            #expect(links.opened == ["closed unnamed"])
            app.closeWindow(second)
            app.activate(second)
            #expect(app.activeWindow === first)
        }

        @Test func theWindowsShareOneClock() async throws {
            let links = Links()
            let app = AppHost(scene: TestScenes(links: links))
            let second = try app.openWindow()
            #expect(app.windows.allSatisfy { $0.clock === app.clock })
            app.update()
            #expect(await app.settle())
            await app.advance(by: .milliseconds(10))
            #expect(second.clock.now == app.clock.now)
        }

        @Test func anAppLaunchesWithOneWindowOfItsFirstGroupAndReportsItHeadless() throws {
            let app = AppHost(TestApp())
            #expect(app.windows.count == 1)
            let report = app.headlessReport(appName: "TestApp")
            #expect(report.contains("TestApp ran headless"))
            #expect(report.contains("swift run"))
            #expect(report.contains("unnamed"))
        }
    }
#endif
