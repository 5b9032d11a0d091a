// One stack per tab; tapping the selected tab again pops it to its root.
// snippet.hide
import Stapel

// snippet.show
// snippet.tabs
enum Tab: Hashable {
    case inbox, settings
}

enum Screen: Hashable {
    case chat(id: Int)
    case account
}

struct TabsRoot: View {
    @State private var tabs = TabStacks<Tab, Screen>(selection: .inbox)

    var body: some View {
        TabView(selection: tabs.selectionBinding) {
            StapelStack(tabs.stack(for: .inbox)) {
                StackNavigationLink(Screen.chat(id: 1)) { Text("Chat 1") }
            } destination: { screen in
                ScreenView(screen: screen)
            }
            .tabItem { Text("Inbox") }
            .tag(Tab.inbox)

            StapelStack(tabs.stack(for: .settings)) {
                StackNavigationLink(Screen.account) { Text("Account") }
            } destination: { screen in
                ScreenView(screen: screen)
            }
            .tabItem { Text("Settings") }
            .tag(Tab.settings)
        }
    }
}
// snippet.end

// snippet.hide
struct ScreenView: View {
    let screen: Screen
    var body: some View { Text(String(describing: screen)) }
}

// snippet.show
// snippet.programmatic
@MainActor
func openChatFromNotification(_ id: Int, tabs: TabStacks<Tab, Screen>) {
    tabs.select(.inbox)
    tabs.stack(for: .inbox).setRoutes([.push(.chat(id: id))])
}
// snippet.end
