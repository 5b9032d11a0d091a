#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    // @preconcurrency @_Concurrency.MainActor public protocol ToolbarContent { associatedtype Body
    // : SwiftUI.ToolbarContent; @SwiftUI.ToolbarContentBuilder @_Concurrency.MainActor
    // @preconcurrency var body: Self.Body { get } }` (its underscored requirements left out), and
    // `extension Swift.Never : SwiftUI.ToolbarContent`.
    /// Items of a toolbar: buttons and other controls, each at a placement.
    ///
    /// ```swift
    /// struct EditorToolbar: ToolbarContent {
    ///     var body: some ToolbarContent {
    ///         ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
    ///     }
    /// }
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @preconcurrency @MainActor public protocol ToolbarContent {
        /// The type of content this content is made of.
        associatedtype Body: ToolbarContent

        /// The items this content is made of.
        @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension Never: ToolbarContent {}

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension ToolbarContent where Body == Never {
        /// Content drawn by the host itself has no body; asking for it stops the program.
        @MainActor @preconcurrency public var body: Never {
            fatalError("\(Self.self) is drawn by the host and has no body")
        }
    }

    /// Toolbar content the host draws itself: its items, in order, each with its structural key.
    protocol HostToolbarContent {
        @MainActor func hostItems(path: [ChildKey]) -> [HostToolbarItem]
    }

    /// One item of a toolbar, as the host draws it.
    struct HostToolbarItem {
        let key: ChildKey
        let placement: ToolbarItemPlacement
        let content: any View
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension ToolbarContent {
        /// The items of this content: its own when the host draws it, else those of its body.
        @MainActor func hostItems(path: [ChildKey]) -> [HostToolbarItem] {
            if let primitive = self as? any HostToolbarContent {
                return primitive.hostItems(path: path)
            }
            return body.hostItems(path: path)
        }
    }
#endif
