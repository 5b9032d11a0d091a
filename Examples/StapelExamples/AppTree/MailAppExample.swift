import Foundation
import Stapel

/// The app most teams ship, in one model: a tab view (a sidebar in a regular width) whose mail
/// tab is a split view and whose inbox and settings tabs are stacks, with sheets at detents,
/// links into every tab, and the whole tree restored after a relaunch.
public struct MailAppExample: View {
    @State private var model: MailAppModel
    @SceneStorage("mailapp.navigation") private var saved: Data?
    /// The user's tab customization (which tabs the sidebar shows), kept beside the tree: it is
    /// how the tabs are drawn, not where the user is.
    @SceneStorage("mailapp.tabs") private var savedTabs: Data?
    @SceneStorage("mailapp.mailLayout") private var mailDrawnAsStack = false

    /// Creates the example over a model: its own, or one a test keeps.
    public init(model: MailAppModel = MailAppModel()) {
        _model = State(initialValue: model)
    }

    /// The tabs, saved and restored as one, and the links the app receives.
    public var body: some View {
        tabs
            .stapelAutosave(model.autosave, in: $saved)
            .onOpenURL { url in model.open(url) }
    }

    @ViewBuilder private var tabs: some View {
        if #available(iOS 18.0, macOS 15.0, *) {
            TabView(selection: model.tabs.selectionBinding) {
                Tab(MailAppTab.mail.title, systemImage: MailAppTab.mail.systemImage, value: .mail) {
                    mailTab
                }
                TabSection("Messages") {
                    Tab(
                        MailAppTab.inbox.title, systemImage: MailAppTab.inbox.systemImage,
                        value: .inbox
                    ) {
                        inboxTab
                    }
                }
                Tab(
                    MailAppTab.settings.title, systemImage: MailAppTab.settings.systemImage,
                    value: .settings
                ) {
                    settingsTab
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        } else {
            // iOS 17: the same tabs with `tabItem` and `tag`.
            TabView(selection: model.tabs.selectionBinding) {
                mailTab
                    .tabItem {
                        Label(MailAppTab.mail.title, systemImage: MailAppTab.mail.systemImage)
                    }
                    .tag(MailAppTab.mail)
                inboxTab
                    .tabItem {
                        Label(MailAppTab.inbox.title, systemImage: MailAppTab.inbox.systemImage)
                    }
                    .tag(MailAppTab.inbox)
                settingsTab
                    .tabItem {
                        Label(
                            MailAppTab.settings.title, systemImage: MailAppTab.settings.systemImage)
                    }
                    .tag(MailAppTab.settings)
            }
        }
    }

    /// The tab customization, read from and written to the scene's storage.
    @available(iOS 18.0, macOS 15.0, *)
    private var customization: Binding<TabViewCustomization> {
        Binding(
            get: {
                savedTabs.flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) }
                    ?? TabViewCustomization()
            },
            set: { savedTabs = try? JSONEncoder().encode($0) })
    }

    private var mailTab: some View {
        MailSplitView(mail: model.mail, drawnAsStack: $mailDrawnAsStack)
            .stapelNodeKey(MailAppTab.mail)
    }

    private var inboxTab: some View {
        StapelStack(model.inbox) {
            VStack {
                StackNavigationLink(InboxScreen.chat(1)) { Text("Chat with Ann") }
                StackNavigationLink(InboxScreen.chat(2)) { Text("Chat with Bo") }
                Button("New chat") {
                    model.inbox.presentSheet(
                        .newChat, options: RouteOptions(detents: [.medium, .large]))
                }
            }
            .navigationTitle("Inbox")
        } destination: { screen in
            switch screen {
            case .chat(let id):
                StackNavigationLink(InboxScreen.profile("person \(id)")) { Text("Chat \(id)") }
            case .profile(let name): Text("Profile of \(name)")
            case .newChat: Text("New chat")
            }
        }
        .stapelNodeKey(MailAppTab.inbox)
    }

    private var settingsTab: some View {
        SettingsStack(stack: model.settings, opensWindow: true)
            .stapelNodeKey(MailAppTab.settings)
    }
}
