// Sheets and full-screen covers in the same stack as pushes.
// snippet.hide
import Stapel

// snippet.show
// snippet.screens
enum Screen: Hashable {
    case inbox
    case compose
    case attachments
    case onboarding
    case details
}
// snippet.end

// snippet.present
@MainActor
func showCompose(on stack: Stack<Screen>, drafts: Drafts) {
    stack.present(.compose, style: .sheet(withNavigation: true)) {
        drafts.save()  // called once, whoever dismissed the sheet
    }
    stack.push(.attachments)  // lands inside the sheet
}

@MainActor
func showOnboarding(on stack: Stack<Screen>) {
    stack.presentCover(.onboarding)
}
// snippet.end

// snippet.inspector
@MainActor
func showDetails(on stack: Stack<Screen>) {
    // A column beside the screen in a regular width, a sheet in a compact one.
    stack.present(
        .details, style: .inspector(withNavigation: false),
        options: RouteOptions(inspectorWidth: 320, inspectorWidthRange: 260...420))
}
// snippet.end

// snippet.dismiss
@MainActor
func leave(_ stack: Stack<Screen>) {
    stack.dismiss()  // the topmost sheet or cover, with what was pushed on it
    stack.dismissAll()  // every presentation; pushes on the base layer stay
    stack.goBack(to: .root)  // everything, across presentations
}
// snippet.end

// snippet.routes
@MainActor
func openDraft(on stack: Stack<Screen>) {
    stack.setRoutes([
        .push(.inbox),
        .sheet(.compose, withNavigation: true),
        .push(.attachments),
    ])
}
// snippet.end

// snippet.view
struct MailRoot: View {
    @State private var stack = Stack<Screen>()

    var body: some View {
        StapelStack(stack) {
            Button("Compose") { stack.present(.compose, style: .sheet(withNavigation: true)) }
        } destination: { screen in
            switch screen {
            case .inbox: Text("Inbox")
            case .compose: StackNavigationLink(Screen.attachments) { Text("Attach") }
            case .attachments: Button("Done") { stack.dismiss() }
            case .onboarding: Button("Start") { stack.dismiss() }
            case .details: Text("Details")
            }
        }
    }
}
// snippet.end

// snippet.hide
@MainActor
final class Drafts {
    func save() {}
}
