// Deep links and restoration in a SwiftUI app with tabs.
// snippet.hide
import Foundation
import Observation
import Stapel

// snippet.show
// snippet.model
enum AppTab: Hashable, Codable {
    case inbox
    case settings
}

enum Screen: Hashable, Codable, Sendable {
    case chat(id: Int)
    case account
}

@MainActor
@Observable
final class AppModel {
    let tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)
    @ObservationIgnored let autosave: NavigationAutosave<KeyedNavigation<AppTab, Stack<Screen>>>
    @ObservationIgnored let links: KeyedLinkTable<AppTab>

    init(inboxLinks: DeepLinkTable<Screen>, settingsLinks: DeepLinkTable<Screen>) {
        // A link opens in the tab whose table reads it.
        links = KeyedLinkTable<AppTab>()
            .child(.inbox, links: inboxLinks)
            .child(.settings, links: settingsLinks)
        // From now until it has restored, links opened on the tabs' stacks wait for it.
        autosave = NavigationAutosave(tabs)
    }

    /// Call it from `onOpenURL` and from notification handlers, at any time.
    func open(_ url: URL) {
        _ = try? tabs.open(url, using: links)
    }
}
// snippet.end

// snippet.root
@available(iOS 18.0, macOS 15.0, *)
struct AppRoot: View {
    let model: AppModel
    @SceneStorage("navigation") private var savedNavigation: Data?

    var body: some View {
        TabView(selection: model.tabs.selectionBinding) {
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                StapelStack(model.tabs.child(for: .inbox)) {
                    StackNavigationLink(Screen.chat(id: 1)) { Text("Chat 1") }
                } destination: { screen in
                    Text(String(describing: screen))
                }
            }
            Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                StapelStack(model.tabs.child(for: .settings)) {
                    StackNavigationLink(Screen.account) { Text("Account") }
                } destination: { screen in
                    Text(String(describing: screen))
                }
            }
        }
        .stapelAutosave(model.autosave, in: $savedNavigation)
        .onOpenURL { url in model.open(url) }
    }
}
// snippet.end

// snippet.links
func makeInboxLinks() throws -> DeepLinkTable<Screen> {
    try DeepLinkTable<Screen>([
        DeepLinkPattern("chats/:id(Int)") { values in
            [.push(.chat(id: try values.value("id")))]
        } values: { routes in
            guard case .chat(let id)? = routes.last?.screen else { return nil }
            return ["id": id]
        }
    ])
}

func makeSettingsLinks() throws -> DeepLinkTable<Screen> {
    try DeepLinkTable<Screen>([
        DeepLinkPattern("account") { _ in
            [.push(.account)]
        } values: { routes in
            routes.map(\.screen) == [.account] ? [:] : nil
        }
    ])
}
// snippet.end
