#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    // @_Concurrency.MainActor @preconcurrency public struct ToolbarItem<ID, Content> :
    // SwiftUI.ToolbarContent where Content : SwiftUICore.View` with `public typealias Body =
    // Swift.Never`, `@available(*, unavailable) extension ToolbarItem : Swift.Sendable`, and
    // `extension ToolbarItem where ID == () { nonisolated public init(placement:
    // SwiftUI.ToolbarItemPlacement = .automatic, @SwiftUICore.ViewBuilder content: () -> Content)
    // }`. The customizable `ID == String` forms are left out.
    /// One item of a toolbar at a placement.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
    /// }
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @MainActor @preconcurrency public struct ToolbarItem<ID, Content>: ToolbarContent
    where Content: View {
        nonisolated(unsafe) let placement: ToolbarItemPlacement
        nonisolated(unsafe) let content: Content

        /// The item is drawn by SwiftUI itself.
        public typealias Body = Never
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension ToolbarItem where ID == () {
        /// Creates an item at a placement.
        nonisolated public init(
            placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
        ) {
            self.placement = placement
            self.content = content()
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension ToolbarItem: HostToolbarContent {
        func hostItems(path: [ChildKey]) -> [HostToolbarItem] {
            [HostToolbarItem(key: path.tabKey, placement: placement, content: content)]
        }
    }

    @available(*, unavailable)
    extension ToolbarItem: Sendable {}

    // SwiftUI, iOS 18.0 interface: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    // @_Concurrency.MainActor @preconcurrency public struct ToolbarItemGroup<Content> :
    // SwiftUI.ToolbarContent where Content : SwiftUICore.View { nonisolated public init(placement:
    // SwiftUI.ToolbarItemPlacement = .automatic, @SwiftUICore.ViewBuilder content: () -> Content);
    // public typealias Body = Swift.Never }` and `@available(*, unavailable) extension
    // ToolbarItemGroup : Swift.Sendable`. The iOS 16 `label:` form is left out.
    /// Several items of a toolbar at one placement.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItemGroup(placement: .primaryAction) {
    ///         Button("Share") {}
    ///         Button("Add") {}
    ///     }
    /// }
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @MainActor @preconcurrency public struct ToolbarItemGroup<Content>: ToolbarContent
    where Content: View {
        nonisolated(unsafe) let placement: ToolbarItemPlacement
        nonisolated(unsafe) let content: Content

        /// Creates items at a placement.
        nonisolated public init(
            placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
        ) {
            self.placement = placement
            self.content = content()
        }

        /// The group is drawn by SwiftUI itself.
        public typealias Body = Never
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension ToolbarItemGroup: HostToolbarContent {
        func hostItems(path: [ChildKey]) -> [HostToolbarItem] {
            [HostToolbarItem(key: path.tabKey, placement: placement, content: content)]
        }
    }

    @available(*, unavailable)
    extension ToolbarItemGroup: Sendable {}
#endif
