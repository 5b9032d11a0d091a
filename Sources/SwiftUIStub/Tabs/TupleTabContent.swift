#if !canImport(SwiftUI)
    /// Several tabs and sections from one block of a tab content builder, in order.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated struct TupleTabContent<TabValue: Hashable>: TabContent, HostTabContent {
        let parts: [PartOfTabContent]

        var body: TupleTabContent<TabValue> { return self }

        @MainActor func hostTabs(path: [ChildKey], section: String?) -> [HostTab] {
            parts.enumerated().flatMap { index, part in
                part.tabs(path + [.index(index)], section)
            }
        }
    }

    /// One part of a block of tab content, its type erased.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    struct PartOfTabContent {
        let content: any TabContent

        init(_ content: any TabContent) { self.content = content }

        @MainActor func tabs(_ path: [ChildKey], _ section: String?) -> [HostTab] {
            content.hostTabs(path: path, section: section)
        }
    }
#endif
