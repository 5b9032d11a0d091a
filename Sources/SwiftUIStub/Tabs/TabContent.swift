#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
    // visionOS 2.0, *) @preconcurrency @_Concurrency.MainActor public protocol
    // TabContent<TabValue>` with `associatedtype TabValue : Swift.Hashable where Self.TabValue ==
    // Self.Body.TabValue`, `associatedtype Body : SwiftUI.TabContent` and
    // `@SwiftUI.TabContentBuilder<Self.TabValue> @_Concurrency.MainActor @preconcurrency var body:
    // Self.Body { get }`. The underscored `_IdentifiedView` requirement is left out.
    /// A type that provides content for a tab view: tabs and sections of tabs.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @preconcurrency @MainActor public protocol TabContent<TabValue> {
        /// The type of the values that select the tabs.
        associatedtype TabValue: Hashable where TabValue == Body.TabValue

        /// The type of content this content is made of.
        associatedtype Body: TabContent

        /// The tabs this content is made of.
        @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
    }

    /// Tab content the host draws itself: its tabs, in order, each with its structural key.
    protocol HostTabContent {
        @MainActor func hostTabs(path: [ChildKey], section: String?) -> [HostTab]
    }

    /// One tab of a tab view, as the host draws it.
    struct HostTab {
        let key: ChildKey
        let content: any View
        let value: AnyHashable?
        let label: String
        let section: String?
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension TabContent {
        /// The tabs of this content: its own when the host draws it, else those of its body.
        @MainActor func hostTabs(path: [ChildKey], section: String?) -> [HostTab] {
            if let primitive = self as? any HostTabContent {
                return primitive.hostTabs(path: path, section: section)
            }
            return body.hostTabs(path: path, section: section)
        }
    }

    extension [ChildKey] {
        /// The key of a tab at this structural path, as the host keys a tab view's children.
        var tabKey: ChildKey { count == 1 ? self[0] : .id(AnyHashable(self)) }
    }
#endif
