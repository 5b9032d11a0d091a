#if !canImport(SwiftUI)
    /// Several items from one block of a toolbar content builder, in order.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated struct TupleToolbarContent: ToolbarContent, HostToolbarContent {
        let parts: [any ToolbarContent]

        var body: TupleToolbarContent { return self }

        @MainActor func hostItems(path: [ChildKey]) -> [HostToolbarItem] {
            parts.enumerated().flatMap { index, part in
                part.hostItems(path: path + [.index(index)])
            }
        }
    }
#endif
