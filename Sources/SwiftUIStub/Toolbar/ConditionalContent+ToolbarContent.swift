#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `extension SwiftUICore._ConditionalContent :
    // SwiftUI.ToolbarContent where TrueContent : SwiftUI.ToolbarContent, FalseContent :
    // SwiftUI.ToolbarContent` and `extension Swift.Optional : SwiftUI.ToolbarContent where Wrapped
    // : SwiftUI.ToolbarContent`, iOS 16.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension _ConditionalContent: ToolbarContent
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        /// The branch's items.
        @MainActor @preconcurrency public var body: Self { return self }
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension _ConditionalContent: HostToolbarContent
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        func hostItems(path: [ChildKey]) -> [HostToolbarItem] {
            switch storage {
            case .trueContent(let content): content.hostItems(path: path + [.branch(true)])
            case .falseContent(let content): content.hostItems(path: path + [.branch(false)])
            }
        }
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension Optional: ToolbarContent where Wrapped: ToolbarContent {
        /// The items, if any.
        @MainActor @preconcurrency public var body: Self { return self }
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension Optional: HostToolbarContent where Wrapped: ToolbarContent {
        func hostItems(path: [ChildKey]) -> [HostToolbarItem] {
            map { $0.hostItems(path: path + [.slot("some")]) } ?? []
        }
    }
#endif
