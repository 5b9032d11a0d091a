/// A message of the mail example.
struct MailMessage: Identifiable, Hashable, Sendable {
    let id: Int
    let mailbox: Mailbox
    let sender: String
    let subject: String
    let attachments: Int

    /// The example's messages.
    static let all: [MailMessage] = [
        MailMessage(id: 1, mailbox: .inbox, sender: "Ann", subject: "Lunch?", attachments: 0),
        MailMessage(id: 2, mailbox: .inbox, sender: "Bo", subject: "Photos", attachments: 3),
        MailMessage(id: 3, mailbox: .sent, sender: "Me", subject: "Report", attachments: 1),
        MailMessage(id: 4, mailbox: .archive, sender: "Cy", subject: "Tickets", attachments: 2),
    ]

    /// The messages of a mailbox.
    static func messages(in mailbox: Mailbox?) -> [MailMessage] {
        all.filter { $0.mailbox == mailbox }
    }

    /// The message with an identifier.
    static func message(_ id: Int?) -> MailMessage? {
        all.first { $0.id == id }
    }
}
