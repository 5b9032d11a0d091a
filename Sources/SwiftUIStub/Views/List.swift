#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // List<SelectionValue, Content> : SwiftUICore.View where SelectionValue : Swift.Hashable,
    // Content : SwiftUICore.View`, an opaque `body`, `@available(*, unavailable) extension List :
    // Swift.Sendable`, and in `extension List where SelectionValue == Swift.Never`: `nonisolated
    // public init(@ViewBuilder content:)`, and the `@_alwaysEmitIntoClient nonisolated`
    // `init(_:rowContent:)` (identifiable data) and `init(_:id:rowContent:)`.
    /// Rows of data in a single column.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct List<SelectionValue, Content>: View
    where SelectionValue: Hashable, Content: View {
        nonisolated(unsafe) let content: Content

        /// The rows; the host lays nothing out.
        @MainActor @preconcurrency public var body: some View {
            LayoutBox(content: content)
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension List where SelectionValue == Never {
        /// Creates a list of the given rows.
        nonisolated public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        /// Creates a list with a row for each element of a collection, identified by a key
        /// path.
        nonisolated public init<Data, ID, RowContent>(
            _ data: Data, id: KeyPath<Data.Element, ID>,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        )
        where
            Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
            RowContent: View
        {
            content = ForEach(data, id: id, content: rowContent)
        }

        /// Creates a list with a row for each element of a collection of identifiable data.
        nonisolated public init<Data, RowContent>(
            _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        )
        where
            Content == ForEach<Data, Data.Element.ID, RowContent>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
        {
            content = ForEach(data, content: rowContent)
        }
    }

    @available(*, unavailable)
    extension List: Sendable {}
#endif
