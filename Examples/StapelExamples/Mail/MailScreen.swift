/// The screens the mail example pushes and presents on its detail column.
enum MailScreen: Hashable, Sendable, Codable {
    case attachment(message: Int, index: Int)
    case contact(String)
    case compose(replyingTo: Int?)
}
