// A split view from one model: selections, the detail column's stack, and what is visible.
// snippet.hide
import Foundation
import Stapel

// snippet.show
// snippet.model
enum Mailbox: String, Hashable, Codable, CaseIterable {
    case inbox, sent, archive
}

enum MailScreen: Hashable, Codable {
    case attachment(Int)
    case contact(String)
    case compose
}

struct MailRoot: View {
    @State private var mail = SplitNavigation<Mailbox, Int, MailScreen>()

    var body: some View {
        StapelSplitView(mail) {
            List(Mailbox.allCases, id: \.self, selection: $mail.sidebarSelection) { mailbox in
                Text(mailbox.rawValue)
            }
        } content: {
            MessageList(mailbox: mail.sidebarSelection, selection: $mail.contentSelection)
        } detail: {
            MessageView(id: mail.contentSelection)
        } destination: { screen in
            MailScreenView(screen: screen)
        }
        .navigationSplitViewStyle(.balanced)
    }
}
// snippet.end

// snippet.hide
struct MessageList: View {
    let mailbox: Mailbox?
    @Binding var selection: Int?
    var body: some View {
        List(selection: $selection) { Text("Message 42").tag(42) }
    }
}

struct MessageView: View {
    let id: Int?
    var body: some View { Text(id.map { "Message \($0)" } ?? "No message") }
}

struct MailScreenView: View {
    let screen: MailScreen
    var body: some View { Text(String(describing: screen)) }
}

// snippet.show
// snippet.code
@MainActor
func showAttachment(
    _ index: Int, ofMessage id: Int, in mail: SplitNavigation<Mailbox, Int, MailScreen>
) {
    mail.sidebarSelection = .inbox  // a new mailbox clears the message and its screens
    mail.contentSelection = id
    mail.detail.push(.attachment(index))
    print(mail.topColumn)  // .detail: collapsed, the attachment is on top
}
// snippet.end

// snippet.value
struct SettingsRoot: View {
    @State private var settings = SplitState<String, Never, MailScreen>()

    var body: some View {
        StapelSplitView($settings) {
            List(["Accounts", "Privacy"], id: \.self, selection: $settings.sidebarSelection) {
                Text($0)
            }
        } detail: {
            Text(settings.sidebarSelection ?? "Choose a section")
        } destination: { screen in
            MailScreenView(screen: screen)
        }
    }
}
// snippet.end

// snippet.links
@MainActor
func openMail(_ url: URL, in mail: SplitNavigation<Mailbox, Int, MailScreen>) throws {
    let table = try DeepLinkTable<SplitScreen<Mailbox, Int, MailScreen>>([
        DeepLinkPattern("mail/:box/:message(Int)") { values in
            guard let box = Mailbox(rawValue: try values.value("box")) else { return [] }
            return [.push(.sidebar(box)), .push(.content(try values.value("message")))]
        } values: { routes in
            guard case .sidebar(let box)? = routes.first?.screen,
                case .content(let message)? = routes.dropFirst().first?.screen
            else { return nil }
            return ["box": box.rawValue, "message": message]
        }
    ])
    try mail.open(url, using: table)
    _ = try table.url(for: mail.state.collapsedRoutes, base: URL(string: "myapp://")!)
}
// snippet.end

// snippet.autosave
struct SavedMailRoot: View {
    @SceneStorage("mail") private var savedMail: Data?
    @State private var autosave = NavigationAutosave(SplitNavigation<Mailbox, Int, MailScreen>())

    var body: some View {
        StapelSplitView(autosave.root) {
            Text("Mailboxes")
        } content: {
            Text("Messages")
        } detail: {
            Text("Message")
        } destination: { screen in
            MailScreenView(screen: screen)
        }
        .stapelAutosave(autosave, in: $savedMail)
    }
}
// snippet.end

// snippet.layout
struct LayoutPickingMailRoot: View {
    @State private var mail = SplitNavigation<Mailbox, Int, MailScreen>()
    @SceneStorage("mail.layout") private var drawnAsStack = false

    var body: some View {
        StapelSplitView(mail) {
            List(Mailbox.allCases, id: \.self, selection: $mail.sidebarSelection) { mailbox in
                Text(mailbox.rawValue)
            }
            .toolbar {
                Button(drawnAsStack ? "Show columns" : "Show one stack") {
                    drawnAsStack.toggle()
                }
            }
        } content: {
            MessageList(mailbox: mail.sidebarSelection, selection: $mail.contentSelection)
        } detail: {
            MessageView(id: mail.contentSelection)
        } destination: { screen in
            MailScreenView(screen: screen)
        }
        .stapelSplitViewCollapsed(drawnAsStack)
    }
}
// snippet.end
