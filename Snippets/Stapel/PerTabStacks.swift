// One stack per tab; tapping the selected tab again pops it to its root.
// snippet.hide
import Stapel

// snippet.show
// snippet.tabs
enum AppTab: Hashable, Codable {
    case inbox, settings
}

enum Screen: Hashable {
    case chat(id: Int)
    case account
}

@available(iOS 18.0, macOS 15.0, *)
struct TabsRoot: View {
    @State private var tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)

    var body: some View {
        TabView(selection: tabs.selectionBinding) {
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                StapelStack(tabs.child(for: .inbox)) {
                    StackNavigationLink(Screen.chat(id: 1)) { Text("Chat 1") }
                } destination: { screen in
                    ScreenView(screen: screen)
                }
            }
            Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                StapelStack(tabs.child(for: .settings)) {
                    StackNavigationLink(Screen.account) { Text("Account") }
                } destination: { screen in
                    ScreenView(screen: screen)
                }
            }
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
func openChatFromNotification(_ id: Int, tabs: KeyedNavigation<AppTab, Stack<Screen>>) {
    tabs.select(.inbox)
    tabs.child(for: .inbox).setRoutes([.push(.chat(id: id))])
}
// snippet.end
