// The names the docs' code listings use without declaring them. AppTargetCheck/listings.py copies
// a block into a listing's file when the listing uses one of the names after `// name:` and does
// not declare it; `// uses:` names the blocks a block needs. Declared as an app declares them:
// no isolation or Sendable annotation, so that an app target's main-actor default applies.
// This file is not compiled on its own.

// name: Screen
enum Screen: Hashable, Codable {
    case inbox, compose, settings, share, attachments, email, signup, password, filters
    case onboarding, list, numberList, about, quote
    case chat(id: Int)
    case detail(id: Int)
    case photo(id: Int)
    case profile(id: Int)
    case numberDetail(Int)
    case counter(Int)
}

// name: stack
// uses: Screen
@MainActor let stack = Stack<Screen>()

// name: routes
// uses: Screen
@MainActor var routes: [Route<Screen>] = []

// name: screen
// uses: Screen
let screen = Screen.chat(id: 1)

// name: url
let url = URL(string: "myapp://chat/1")!

// name: DetailView
struct DetailView: View {
    var name = ""
    var body: some View { Text(name) }
}

// name: SettingsView
struct SettingsView: View {
    var body: some View { Text("Settings") }
}

// name: HomeView
struct HomeView: View {
    var body: some View { Text("Home") }
}

// name: ScreenView
// uses: Screen
struct ScreenView: View {
    let screen: Screen
    var body: some View { Text("\(screen)") }
}

// name: ChatView
struct ChatView: View {
    var id = 0
    var body: some View { Text("Chat \(id)") }
}

// name: ComposeView
struct ComposeView: View {
    var body: some View { Text("Compose") }
}

// name: InboxView
struct InboxView: View {
    var body: some View { Text("Inbox") }
}
