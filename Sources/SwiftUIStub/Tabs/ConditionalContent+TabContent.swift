#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `extension SwiftUICore._ConditionalContent : SwiftUI.TabContent
    // where TrueContent : SwiftUI.TabContent, FalseContent : SwiftUI.TabContent,
    // TrueContent.TabValue == FalseContent.TabValue`, iOS 18.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension _ConditionalContent: TabContent
    where
        TrueContent: TabContent, FalseContent: TabContent,
        TrueContent.TabValue == FalseContent.TabValue
    {
        /// The type of the values that select the tabs.
        public typealias TabValue = TrueContent.TabValue

        /// The branch's tabs.
        @MainActor @preconcurrency public var body: Self { return self }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension _ConditionalContent: HostTabContent
    where
        TrueContent: TabContent, FalseContent: TabContent,
        TrueContent.TabValue == FalseContent.TabValue
    {
        func hostTabs(path: [ChildKey], section: String?) -> [HostTab] {
            switch storage {
            case .trueContent(let content):
                content.hostTabs(path: path + [.branch(true)], section: section)
            case .falseContent(let content):
                content.hostTabs(path: path + [.branch(false)], section: section)
            }
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension Swift.Optional : SwiftUI.TabContent where Wrapped :
    // SwiftUI.TabContent`, iOS 18.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension Optional: TabContent where Wrapped: TabContent {
        /// The type of the values that select the tabs.
        public typealias TabValue = Wrapped.TabValue

        /// The tabs, if any.
        @MainActor @preconcurrency public var body: Self { return self }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension Optional: HostTabContent where Wrapped: TabContent {
        func hostTabs(path: [ChildKey], section: String?) -> [HostTab] {
            map { $0.hostTabs(path: path + [.slot("some")], section: section) } ?? []
        }
    }
#endif
