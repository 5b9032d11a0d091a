#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // List<SelectionValue, Content> : SwiftUICore.View where SelectionValue : Swift.Hashable,
    // Content : SwiftUICore.View`, an opaque `body`, `@available(*, unavailable) extension List :
    // Swift.Sendable`, and in `extension List where SelectionValue == Swift.Never`: `nonisolated
    // public init(@ViewBuilder content:)`, and the `@_alwaysEmitIntoClient nonisolated`
    // `init(_:rowContent:)` (identifiable data) and `init(_:id:rowContent:)`. 26.0 declares every
    // `List` init `@_Concurrency.MainActor @preconcurrency`; the stub takes that stricter form.
    /// Rows of data in a single column.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct List<SelectionValue, Content>: View
    where SelectionValue: Hashable, Content: View {
        nonisolated(unsafe) let content: Content
        nonisolated(unsafe) var selection: ListSelection<SelectionValue>? = nil

        /// The rows; the host lays nothing out. With a selection, each row is selected by a
        /// tap.
        @MainActor @preconcurrency public var body: some View {
            if let selection {
                ListContainer(selection: selection, content: content)
            } else {
                LayoutBox(content: content)
            }
        }
    }

    // SwiftUI, iOS 18.0 interface, in the type's declaration: `@available(watchOS, unavailable)
    // nonisolated public init(selection: SwiftUICore.Binding<Swift.Set<SelectionValue>>?,
    // @SwiftUICore.ViewBuilder content: () -> Content)`, `@available(watchOS 10.0, *) nonisolated
    // public init(selection: SwiftUICore.Binding<SelectionValue?>?, @SwiftUICore.ViewBuilder
    // content: () -> Content)`, and the `@_alwaysEmitIntoClient nonisolated` data forms
    // `init(_:selection:rowContent:)` and `init(_:id:selection:rowContent:)` of both. 26.0 prints
    // them all `@_Concurrency.MainActor @preconcurrency` instead of `nonisolated`, the form the
    // stub takes.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension List {
        /// Creates a list whose rows are selected, several at once, into a set of their tags.
        ///
        /// ```swift
        /// List(selection: $selected) {
        ///     ForEach(messages) { Text($0.subject) }
        /// }
        /// ```
        @available(watchOS, unavailable)
        @MainActor @preconcurrency public init(
            selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
        ) {
            self.content = content()
            self.selection = selection.map { .multiple($0) }
        }

        /// Creates a list whose row, one at a time, is selected into an optional tag.
        ///
        /// ```swift
        /// List(selection: $mailbox) {
        ///     ForEach(Mailbox.allCases, id: \.self) { Text($0.title) }
        /// }
        /// ```
        @available(watchOS 10.0, *)
        @MainActor @preconcurrency public init(
            selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
        ) {
            self.content = content()
            self.selection = selection.map { .single($0) }
        }

        /// Creates a list of identifiable data whose rows are selected into a set of their IDs.
        @available(watchOS, unavailable)
        @MainActor @preconcurrency public init<Data, RowContent>(
            _ data: Data, selection: Binding<Set<SelectionValue>>?,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        )
        where
            Content == ForEach<Data, Data.Element.ID, RowContent>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
        {
            self.init(selection: selection) { ForEach(data, content: rowContent) }
        }

        /// Creates a list of identifiable data whose row is selected into an optional ID.
        @available(watchOS 10.0, *)
        @MainActor @preconcurrency public init<Data, RowContent>(
            _ data: Data, selection: Binding<SelectionValue?>?,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        )
        where
            Content == ForEach<Data, Data.Element.ID, RowContent>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
        {
            self.init(selection: selection) { ForEach(data, content: rowContent) }
        }

        /// Creates a list of data identified by a key path, whose rows are selected into a set
        /// of their IDs.
        @available(watchOS, unavailable)
        @MainActor @preconcurrency public init<Data, ID, RowContent>(
            _ data: Data, id: KeyPath<Data.Element, ID>,
            selection: Binding<Set<SelectionValue>>?,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        )
        where
            Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection,
            ID: Hashable, RowContent: View
        {
            self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
        }

        /// Creates a list of data identified by a key path, whose row is selected into an
        /// optional ID.
        @available(watchOS 10.0, *)
        @MainActor @preconcurrency public init<Data, ID, RowContent>(
            _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        )
        where
            Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection,
            ID: Hashable, RowContent: View
        {
            self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension List where SelectionValue == Never {
        /// Creates a list of the given rows.
        @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        /// Creates a list with a row for each element of a collection, identified by a key
        /// path.
        @MainActor @preconcurrency public init<Data, ID, RowContent>(
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
        @MainActor @preconcurrency public init<Data, RowContent>(
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
