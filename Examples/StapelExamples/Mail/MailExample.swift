import Foundation
import Stapel

/// A split view from one model: mailboxes, their messages, and a message with the screens it
/// pushes and a compose sheet. It collapses to one stack on an iPhone or in a narrow window and
/// expands back without losing a selection or a screen, and it is saved per scene.
struct MailExample: View {
    @State private var autosave = NavigationAutosave(SplitNavigation<Mailbox, Int, MailScreen>())
    @SceneStorage("mail.navigation") private var saved: Data?
    @SceneStorage("mail.layout") private var drawnAsStack = false

    var body: some View {
        MailSplitView(mail: autosave.root, drawnAsStack: $drawnAsStack)
            .stapelAutosave(autosave, in: $saved)
    }
}

/// The mail split view's columns: mailboxes, their messages, and the selected message with the
/// screens it pushes and presents. The user picks the layout: columns (collapsed by SwiftUI in
/// a compact width), or one stack in every width; switching keeps the selections and screens.
struct MailSplitView: View {
    let mail: SplitNavigation<Mailbox, Int, MailScreen>
    @Binding var drawnAsStack: Bool

    var body: some View {
        @Bindable var mail = mail
        StapelSplitView(mail) {
            List(Mailbox.allCases, id: \.self, selection: $mail.sidebarSelection) { mailbox in
                Text(mailbox.title)
            }
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(drawnAsStack ? "Show columns" : "Show one stack") {
                        drawnAsStack.toggle()
                    }
                }
            }
        } content: {
            List(MailMessage.messages(in: mail.sidebarSelection), selection: $mail.contentSelection)
            { message in
                Text("\(message.sender): \(message.subject)")
            }
            .navigationTitle(mail.sidebarSelection?.title ?? "Mail")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose") {
                        mail.detail.present(
                            .compose(replyingTo: nil), style: .sheet(withNavigation: true))
                    }
                }
            }
        } detail: {
            MailMessageView(message: MailMessage.message(mail.contentSelection), mail: mail)
        } destination: { screen in
            MailScreenView(screen: screen, mail: mail)
        }
        .stapelSplitViewCollapsed(drawnAsStack)
    }
}

/// The root of the detail column: the selected message, or a placeholder.
struct MailMessageView: View {
    let message: MailMessage?
    let mail: SplitNavigation<Mailbox, Int, MailScreen>

    var body: some View {
        if let message {
            VStack {
                Text(message.subject)
                Button("From \(message.sender)") { mail.detail.push(.contact(message.sender)) }
                ForEach(0..<message.attachments, id: \.self) { index in
                    Button("Attachment \(index + 1)") {
                        mail.detail.push(.attachment(message: message.id, index: index))
                    }
                }
                Button("Reply") {
                    mail.detail.present(
                        .compose(replyingTo: message.id), style: .sheet(withNavigation: true))
                }
            }
            .navigationTitle(message.subject)
        } else {
            Text("No message selected")
        }
    }
}

/// A screen pushed or presented on the detail column.
struct MailScreenView: View {
    let screen: MailScreen
    let mail: SplitNavigation<Mailbox, Int, MailScreen>

    var body: some View {
        switch screen {
        case .attachment(let message, let index):
            Text("Attachment \(index + 1) of message \(message)")
        case .contact(let name):
            VStack {
                Text("Contact \(name)")
                Button("Write to \(name)") {
                    mail.detail.present(
                        .compose(replyingTo: nil), style: .sheet(withNavigation: true))
                }
            }
        case .compose(let message):
            ComposeView(replyingTo: message, mail: mail)
        }
    }
}
