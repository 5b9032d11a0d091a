#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@MainActor @preconcurrency public struct List<SelectionValue,
    // Content> : SwiftUICore.View where SelectionValue : Swift.Hashable, Content :
    // SwiftUICore.View`.
    /// Rows of data in a single column.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct List<SelectionValue, Content>: View
    where SelectionValue: Hashable, Content: View {
        nonisolated(unsafe) let content: Content

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
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

    extension List: LayoutContainer {
        var laidOut: Content { content }
    }

    @available(*, unavailable)
    extension List: Sendable {}
#endif
