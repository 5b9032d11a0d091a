#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface (page 1040000): `@available(iOS 18.0, macOS 15.0, visionOS
    // 2.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable) public struct
    // TabViewCustomization : Swift.Equatable, Swift.Sendable, Swift.Codable` with `public
    // init()`, `public subscript(sidebarVisibility id: Swift.String) -> SwiftUI.Visibility { get
    // set }`, `public subscript(sectionID id: Swift.String) -> [Swift.String]? { get }`, `public
    // mutating func resetVisibility()`, `public mutating func resetSectionOrder(for sectionID:
    // Swift.String)` and `public mutating func resetSectionOrder()`. The `SceneStorage` and
    // `AppStorage` initializers for it are left out. The saved form is the stub's own.
    /// The user's customization of a sidebar-adaptable tab view: which tabs the sidebar shows,
    /// and the order of the tabs in each section, by the tabs' customization identifiers.
    ///
    /// ```swift
    /// @AppStorage("tabs") private var customization = TabViewCustomization()
    /// TabView { … }.tabViewCustomization($customization)
    /// ```
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public struct TabViewCustomization: Equatable, Sendable, Codable {
        private var visibility: [String: String] = [:]
        private var sectionOrders: [String: [String]] = [:]

        /// A customization with nothing changed.
        public init() {}

        /// The visibility of a tab in the sidebar, by its customization identifier.
        public subscript(sidebarVisibility id: String) -> Visibility {
            get {
                switch visibility[id] {
                case "visible": .visible
                case "hidden": .hidden
                default: .automatic
                }
            }
            set {
                switch newValue {
                case .visible: visibility[id] = "visible"
                case .hidden: visibility[id] = "hidden"
                case .automatic: visibility[id] = nil
                }
            }
        }

        /// The order of the tabs of a section the user reordered, by their identifiers.
        public subscript(sectionID id: String) -> [String]? {
            sectionOrders[id]
        }

        /// Makes every tab's visibility automatic again.
        public mutating func resetVisibility() {
            visibility = [:]
        }

        /// Gives a section its tabs' original order back.
        public mutating func resetSectionOrder(for sectionID: String) {
            sectionOrders[sectionID] = nil
        }

        /// Gives every section its tabs' original order back.
        public mutating func resetSectionOrder() {
            sectionOrders = [:]
        }
    }

    // SwiftUI, iOS 18.0 interface (page 1120000): `@available(iOS 18.0, macOS 15.0, visionOS
    // 2.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable) extension
    // SwiftUICore.View { nonisolated public func tabViewCustomization(_ customization:
    // SwiftUICore.Binding<SwiftUI.TabViewCustomization>?) -> some SwiftUICore.View }`.
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    extension View {
        /// Keeps the user's customization of this tab view in a binding. The host draws the
        /// tabs in their declared order, whatever the customization says.
        ///
        /// ```swift
        /// TabView { … }.tabViewCustomization($customization)
        /// ```
        nonisolated public func tabViewCustomization(
            _ customization: Binding<TabViewCustomization>?
        ) -> some View {
            self
        }
    }

    // SwiftUI, iOS 18.0 interface (page 240000): `extension SwiftUI.TabContent {
    // @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) nonisolated
    // public func customizationID(_ id: Swift.String) -> some SwiftUI.TabContent<Self.TabValue> }`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension TabContent {
        /// Names the tab for the user's customization, which keeps it under this identifier.
        ///
        /// ```swift
        /// Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
        ///     .customizationID("inbox")
        /// ```
        nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
            CustomizedTab(base: self, id: id)
        }
    }

    /// A tab with a customization identifier: drawn as its base.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    struct CustomizedTab<Base: TabContent> {
        let base: Base
        let id: String
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension CustomizedTab: TabContent, HostTabContent {
        typealias TabValue = Base.TabValue

        var body: Base { return base }

        func hostTabs(path: [ChildKey], section: String?) -> [HostTab] {
            base.hostTabs(path: path, section: section)
        }
    }
#endif
