// An app's whole navigation in one model: tabs holding a split view and stacks, saved as one,
// with one link table and one event stream.
// snippet.hide
import Foundation
import Observation
import Stapel

enum Mailbox: String, Hashable, Codable, CaseIterable {
    case inbox, sent, archive
}

enum MailScreen: Hashable, Codable {
    case contact(String)
    case compose
}

enum ChatScreen: Hashable, Codable {
    case chat(Int)
}

func makeMailLinks() throws -> DeepLinkTable<SplitScreen<Mailbox, Int, MailScreen>> {
    try DeepLinkTable([
        DeepLinkPattern("mail/:box/:message(Int)") { values in
            guard let box = Mailbox(rawValue: try values.value("box")) else { return [] }
            return [.push(.sidebar(box)), .push(.content(try values.value("message")))]
        } values: { routes in
            guard routes.count == 2, case .sidebar(let box) = routes[0].screen,
                case .content(let message) = routes[1].screen
            else { return nil }
            return ["box": box.rawValue, "message": message]
        }
    ])
}

func makeChatLinks() throws -> DeepLinkTable<ChatScreen> {
    try DeepLinkTable([
        DeepLinkPattern("chats/:id(Int)") { values in
            [.push(.chat(try values.value("id")))]
        } values: { routes in
            guard case .chat(let id)? = routes.last?.screen else { return nil }
            return ["id": id]
        }
    ])
}

// snippet.show
// snippet.stack
@MainActor
func oneStack() {
    let chats = Stack<ChatScreen>()
    let autosave = NavigationAutosave(chats)
    autosave.start(restoringFrom: nil) { data in
        UserDefaults.standard.set(data, forKey: "navigation")
    }
    chats.push(.chat(1))
}
// snippet.end

// snippet.model
enum AppTab: String, Hashable, Codable {
    case mail, chats
}

@MainActor
@Observable
final class AppNavigation {
    let mail = SplitNavigation<Mailbox, Int, MailScreen>()
    let chats = Stack<ChatScreen>()
    let tabs: KeyedNavigation<AppTab, any NavigationNode>
    @ObservationIgnored let autosave:
        NavigationAutosave<KeyedNavigation<AppTab, any NavigationNode>>
    @ObservationIgnored let links: KeyedLinkTable<AppTab>

    init() throws {
        tabs = KeyedNavigation(selection: .mail, children: [.mail: mail, .chats: chats])
        autosave = NavigationAutosave(tabs)
        links = KeyedLinkTable<AppTab>()
            .child(.mail, links: try makeMailLinks())
            .child(.chats, links: try makeChatLinks())
    }

    /// From `onOpenURL` or a notification, at any time: the link selects its tab, then opens.
    func open(_ url: URL) {
        _ = try? tabs.open(url, using: links)
    }
}
// snippet.end

// snippet.root
@available(iOS 18.0, macOS 15.0, *)
struct AppRoot: View {
    let navigation: AppNavigation
    @SceneStorage("navigation") private var saved: Data?

    var body: some View {
        @Bindable var mail = navigation.mail
        TabView(selection: navigation.tabs.selectionBinding) {
            Tab("Mail", systemImage: "envelope", value: AppTab.mail) {
                StapelSplitView(mail) {
                    List(Mailbox.allCases, id: \.self, selection: $mail.sidebarSelection) {
                        Text($0.rawValue)
                    }
                } content: {
                    List(0..<5, id: \.self, selection: $mail.contentSelection) {
                        Text("Message \($0)")
                    }
                } detail: {
                    Text("Message \(mail.contentSelection ?? 0)")
                } destination: { screen in
                    Text(String(describing: screen))
                }
            }
            Tab("Chats", systemImage: "bubble.left", value: AppTab.chats) {
                StapelStack(navigation.chats) {
                    StackNavigationLink(ChatScreen.chat(1)) { Text("Chat 1") }
                } destination: { screen in
                    Text(String(describing: screen))
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .stapelAutosave(navigation.autosave, in: $saved)
        .onOpenURL { navigation.open($0) }
    }
}
// snippet.end

// snippet.events
@MainActor
func logScreenViews(of navigation: AppNavigation) -> EventSubscription {
    navigation.tabs.onNavigationEvent { event in
        switch event.change {
        case .routes(let top?, _): print("screen view \(top) in \(event.path)")
        case .selected(let tab): print("tab \(tab)")
        default: break
        }
    }
}
// snippet.end

// snippet.hold
@MainActor
func holdLinksUntilSignedIn(
    _ navigation: AppNavigation, signedIn: @escaping @MainActor () async -> Void
) {
    navigation.tabs.holdLinks(until: signedIn)
}
// snippet.end
