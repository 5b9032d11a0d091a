#if !canImport(SwiftUI)
    import Stapel
    import Testing

    private enum AppTab: Hashable, Codable { case inbox, settings }

    /// Tabs whose selection binding either hands taps to `TabStacks` (which pops a re-selected
    /// tab itself) or only selects, leaving the pop to UIKit's tab bar alone.
    private struct ReselectingTabs: View {
        let tabs: KeyedNavigation<AppTab, Stack<TypedScreen>>
        let handsTapsToTabStacks: Bool

        var body: some View {
            let selection =
                handsTapsToTabStacks
                ? tabs.selectionBinding
                : Binding(get: { tabs.selection }, set: { _ = tabs.select($0) })
            TabView(selection: selection) {
                Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                    StapelStack(tabs.child(for: .inbox)) {
                        Text("Inbox root")
                    } destination: {
                        Text("Screen \(String(describing: $0))")
                    }
                }
                Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                    Text("Settings")
                }
            }
        }
    }

    /// A second tap on the selected tab: UIKit pops the tab's navigation stack to its root on
    /// its own, and the stack takes that pop as the user's, whether or not `TabStacks` pops too.
    @MainActor
    @Suite("A second tap on the selected tab, in the host")
    struct TabReselectionInTheHostTests {
        @Test(arguments: [true, false])
        func theTabsStackEndsAtItsRootAndAgreesWithTheScreen(handsTapsToTabStacks: Bool)
            async throws
        {
            let tabs = KeyedNavigation<AppTab, Stack<TypedScreen>>(selection: .inbox)
            let stack = tabs.child(for: .inbox)
            var userPops = 0
            let subscription = stack.onEvent { event in
                if case .poppedByUser = event { userPops += 1 }
            }
            let host = ViewHost(
                ReselectingTabs(tabs: tabs, handsTapsToTabStacks: handsTapsToTabStacks))
            stack.push(.first)
            stack.push(.second)
            await host.settle()
            #expect(host.navigationDepth == 2)
            try host.selectTab("Inbox")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.navigationDepth == 0)
            #expect(host.isShowing("Inbox root"))
            if !handsTapsToTabStacks {
                #expect(userPops == 1, "UIKit's pop alone is the user's pop")
            }
            #expect(host.log.isEmpty, "\(host.log)")
            _ = subscription
        }
    }
#endif
