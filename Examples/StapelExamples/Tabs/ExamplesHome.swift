import Stapel

/// The examples app: a tab view whose tabs keep their own stacks. Tapping the selected tab
/// again takes it back to its root.
public struct ExamplesHome: View {
    @State private var tabs = TabStacks<ExampleTab, AnyScreen>(selection: .chats)

    /// Creates the examples app's root view.
    public init() {}

    /// The tabs.
    public var body: some View {
        TabView(selection: tabs.selectionBinding) {
            ChatExample(stack: tabs.stack(for: .chats))
                .tabItem { Text(ExampleTab.chats.title) }
                .tag(ExampleTab.chats)
            CoordinatorExample()
                .tabItem { Text(ExampleTab.coordinator.title) }
                .tag(ExampleTab.coordinator)
            ControlsExample(stack: tabs.stack(for: .controls))
                .tabItem { Text(ExampleTab.controls.title) }
                .tag(ExampleTab.controls)
            FavoritesExample(stack: tabs.stack(for: .favorites))
                .tabItem { Text(ExampleTab.favorites.title) }
                .tag(ExampleTab.favorites)
            TransitionsExample(stack: tabs.stack(for: .transitions))
                .tabItem { Text(ExampleTab.transitions.title) }
                .tag(ExampleTab.transitions)
            PresentationsExample()
                .tabItem { Text(ExampleTab.presentations.title) }
                .tag(ExampleTab.presentations)
            MailExample()
                .tabItem { Text(ExampleTab.mail.title) }
                .tag(ExampleTab.mail)
        }
    }
}
