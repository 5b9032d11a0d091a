import Stapel

/// The mail app's settings: a stack of the account and notification screens, drawn in the
/// settings tab and in the settings window alike. The tab's offers to open the settings in a
/// window of their own.
struct SettingsStack: View {
    let stack: Stack<SettingsScreen>
    /// Whether the root offers to open the settings window: the tab's does.
    var opensWindow = false
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        StapelStack(stack) {
            VStack {
                StackNavigationLink(SettingsScreen.account) { Text("Account") }
                StackNavigationLink(SettingsScreen.notifications) { Text("Notifications") }
            }
            .navigationTitle("Settings")
            .toolbar {
                if opensWindow {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Open in a window") {
                            openWindow(id: MailSettingsWindow.windowID)
                        }
                    }
                }
            }
        } destination: { screen in
            Text(screen == .account ? "Account" : "Notifications")
        }
    }
}
