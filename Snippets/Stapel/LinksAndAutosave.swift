// Deep links and restoration in a SwiftUI app with tabs.
// snippet.hide
import Foundation
import Observation
import Stapel

// snippet.show
// snippet.model
enum Tab: Hashable {
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
    let tabs = TabStacks<Tab, Screen>(selection: .inbox)
    @ObservationIgnored let links: DeepLinkTable<Screen>
    @ObservationIgnored let inboxAutosave: StackAutosave<Screen>
    @ObservationIgnored private var waitingLink: URL?

    init(links: DeepLinkTable<Screen>) {
        self.links = links
        inboxAutosave = StackAutosave(stack: tabs.stack(for: .inbox))
    }

    /// Call it from `onOpenURL` and from notification handlers.
    func open(_ url: URL) {
        guard inboxAutosave.hasRestored else {
            waitingLink = url  // restoring later would replace what the link opened
            return
        }
        let tab: Tab = url.host == "account" ? .settings : .inbox
        tabs.select(tab)
        _ = try? tabs.stack(for: tab).open(url, using: links)
    }

    /// Restores the inbox, then opens a link that came before it.
    func inboxAppeared(saved: Data?, save: @escaping @MainActor (Data) -> Void) {
        inboxAutosave.start(restoringFrom: saved, saving: save)
        guard let url = waitingLink else { return }
        waitingLink = nil
        open(url)
    }
}
// snippet.end

// snippet.root
struct AppRoot: View {
    let model: AppModel
    @SceneStorage("inbox.navigation") private var savedInbox: Data?

    var body: some View {
        TabView(selection: model.tabs.selectionBinding) {
            StapelStack(model.tabs.stack(for: .inbox)) {
                StackNavigationLink(Screen.chat(id: 1)) { Text("Chat 1") }
            } destination: { screen in
                Text(String(describing: screen))
            }
            .onAppear { model.inboxAppeared(saved: savedInbox) { savedInbox = $0 } }
            .onDisappear { model.inboxAutosave.stop() }
            .tabItem { Text("Inbox") }
            .tag(Tab.inbox)

            StapelStack(model.tabs.stack(for: .settings)) {
                StackNavigationLink(Screen.account) { Text("Account") }
            } destination: { screen in
                Text(String(describing: screen))
            }
            .tabItem { Text("Settings") }
            .tag(Tab.settings)
        }
    }
}
// snippet.end

// snippet.links
func makeLinks() throws -> DeepLinkTable<Screen> {
    try DeepLinkTable<Screen>([
        DeepLinkPattern("chats/:id(Int)") { values in
            [.push(.chat(id: try values.value("id")))]
        } values: { routes in
            guard case .chat(let id)? = routes.last?.screen else { return nil }
            return ["id": id]
        },
        DeepLinkPattern("account") { _ in
            [.push(.account)]
        } values: { routes in
            routes.map(\.screen) == [.account] ? [:] : nil
        },
    ])
}
// snippet.end
