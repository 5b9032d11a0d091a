import Stapel

/// The examples app: a tab view whose tabs keep their own stacks. Tapping the selected tab
/// again takes it back to its root. From iOS 18 the tabs are `Tab`s, shown as a sidebar in a
/// regular width; before, views with a `tabItem`.
public struct ExamplesHome: View {
    @State private var tabs = KeyedNavigation<ExampleTab, Stack<AnyScreen>>(selection: .chats)

    /// Creates the examples app's root view.
    public init() {}

    /// The tabs.
    public var body: some View {
        if #available(iOS 18.0, macOS 15.0, *) {
            TabView(selection: tabs.selectionBinding) {
                tab(.chats)
                tab(.coordinator)
                tab(.controls)
                tab(.favorites)
                tab(.transitions)
                tab(.presentations)
                tab(.mail)
            }
            .tabViewStyle(.sidebarAdaptable)
        } else {
            TabView(selection: tabs.selectionBinding) {
                ForEach(ExampleTab.allCases, id: \.self) { tab in
                    example(tab).tabItem { Label(tab.title, systemImage: tab.systemImage) }.tag(tab)
                }
            }
        }
    }

    /// An example's tab.
    @available(iOS 18.0, macOS 15.0, *)
    private func tab(_ tab: ExampleTab) -> some TabContent<ExampleTab> {
        Tab(tab.title, systemImage: tab.systemImage, value: tab) { example(tab) }
    }

    /// The example a tab shows, on the tab's stack where it has one.
    @ViewBuilder private func example(_ tab: ExampleTab) -> some View {
        switch tab {
        case .chats: ChatExample(stack: tabs.child(for: .chats))
        case .coordinator: CoordinatorExample()
        case .controls: ControlsExample(stack: tabs.child(for: .controls))
        case .favorites: FavoritesExample(stack: tabs.child(for: .favorites))
        case .transitions: TransitionsExample(stack: tabs.child(for: .transitions))
        case .presentations: PresentationsExample()
        case .mail: MailExample()
        }
    }
}
