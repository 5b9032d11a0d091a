#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    private enum AppTab: String, Hashable, Codable { case inbox, settings }

    private enum AppScreen: Hashable, Codable, Sendable {
        case chat(Int)
        case account
    }

    /// An app's model: tabs, their autosave and a link table, as the deep-links article shows.
    @MainActor
    private final class TabbedModel {
        let tabs = KeyedNavigation<AppTab, Stack<AppScreen>>(selection: .inbox)
        let autosave: NavigationAutosave<KeyedNavigation<AppTab, Stack<AppScreen>>>
        let links: KeyedLinkTable<AppTab>

        init() throws {
            autosave = NavigationAutosave(tabs)
            let chats = try DeepLinkTable<AppScreen>([
                DeepLinkPattern("chats/:id(Int)") { values in
                    [.push(.chat(try values.value("id")))]
                } values: { _ in
                    nil
                }
            ])
            let account = try DeepLinkTable<AppScreen>([
                DeepLinkPattern("account") { _ in
                    [.push(.account)]
                } values: { _ in
                    nil
                }
            ])
            links = KeyedLinkTable<AppTab>().child(.inbox, links: chats)
                .child(.settings, links: account)
        }

        func open(_ url: URL) {
            _ = try? tabs.open(url, using: links)
        }
    }

    private struct TabbedApp: View {
        let model: TabbedModel
        @SceneStorage("navigation") private var savedNavigation: Data?

        var body: some View {
            TabView(selection: model.tabs.selectionBinding) {
                StapelStack(model.tabs.child(for: .inbox)) {
                    Text("Inbox")
                } destination: { screen in
                    Text("Screen \(String(describing: screen))")
                }
                .tabItem { Text("Inbox") }
                .tag(AppTab.inbox)

                StapelStack(model.tabs.child(for: .settings)) {
                    Text("Settings")
                } destination: { screen in
                    Text("Screen \(String(describing: screen))")
                }
                .tabItem { Text("Settings") }
                .tag(AppTab.settings)
            }
            .stapelAutosave(model.autosave, in: $savedNavigation)
            .onOpenURL { model.open($0) }
        }
    }

    @MainActor
    @Suite("Per-tab restoration and links in the host")
    struct TabsRestorationInTheHostTests {
        /// A first launch where the user opens a chat in the inbox and the account in settings.
        func firstLaunch() async throws -> ViewHost {
            let host = ViewHost(TabbedApp(model: try TabbedModel()))
            host.openURL(URL(string: "myapp://chats/3")!)
            await host.settle()
            host.openURL(URL(string: "myapp://account")!)
            await host.settle()
            #expect(host.isShowing("Screen account"))
            return host
        }

        @Test func aRelaunchBringsBackEveryTabAndTheSelectedOne() async throws {
            let first = try await firstLaunch()
            let model = try TabbedModel()
            let relaunched = ViewHost(TabbedApp(model: model), sceneStore: first.sceneStore)
            await relaunched.settle()
            #expect(model.tabs.selection == .settings)
            #expect(relaunched.isShowing("Screen account"))
            #expect(model.tabs.child(for: .inbox).routes.map(\.screen) == [.chat(3)])
            try relaunched.selectTab("Inbox")
            await relaunched.settle()
            #expect(relaunched.isShowing("Screen chat(3)"))
        }

        @Test func aLinkBeforeRestorationOpensAfterItInItsTab() async throws {
            let first = try await firstLaunch()
            let model = try TabbedModel()
            // The link that launched the app arrives before the tab view has appeared.
            model.open(URL(string: "myapp://chats/9")!)
            #expect(model.tabs.child(for: .inbox).routes.isEmpty)
            let relaunched = ViewHost(TabbedApp(model: model), sceneStore: first.sceneStore)
            await relaunched.settle()
            #expect(model.tabs.selection == .inbox)
            #expect(relaunched.isShowing("Screen chat(9)"))
            #expect(model.tabs.child(for: .inbox).routes.map(\.screen) == [.chat(9)])
            // The other tab came back as it was saved.
            #expect(model.tabs.child(for: .settings).routes.map(\.screen) == [.account])
        }
    }
#endif
