import Stapel

/// The compose sheet: Cancel closes it with SwiftUI's `dismiss()`, Send through the model;
/// the split view's detail stack follows either way.
struct ComposeView: View {
    let replyingTo: Int?
    let mail: SplitNavigation<Mailbox, Int, MailScreen>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text(replyingTo.map { "Reply to message \($0)" } ?? "New message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { mail.detail.dismiss() }
                }
            }
    }
}
