#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
    // visionOS 2.0, *) @_functionBuilder public struct TabContentBuilder<TabValue> where TabValue
    // : Swift.Hashable`, with `@available(*, unavailable) extension TabContentBuilder :
    // Swift.Sendable`. Its `buildBlock` forms for 2 to 10 children are `@_alwaysEmitIntoClient`, each
    // returning `some TabContent<TabValue>`.
    /// A result builder that makes tab content from the tabs and sections in a closure.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
        /// Passes one tab or section through.
        public static func buildExpression(_ content: some TabContent<TabValue>)
            -> some TabContent<TabValue>
        {
            content
        }

        /// Passes a single tab or section through.
        public static func buildBlock(_ content: some TabContent<TabValue>)
            -> some TabContent<TabValue>
        {
            content
        }

        /// Combines 2 tabs and sections, in order.
        public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1)
            -> some TabContent<TabValue>
        where C0: TabContent, C1: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue {
            TupleTabContent<TabValue>(parts: [PartOfTabContent(c0), PartOfTabContent(c1)])
        }

        /// Combines 3 tabs and sections, in order.
        public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
            -> some TabContent<TabValue>
        where
            C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == TabValue,
            C1.TabValue == TabValue, C2.TabValue == TabValue
        {
            TupleTabContent<TabValue>(parts: [
                PartOfTabContent(c0), PartOfTabContent(c1), PartOfTabContent(c2),
            ])
        }

        /// Combines 4 tabs and sections, in order.
        public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
            -> some TabContent<TabValue>
        where
            C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C0.TabValue == TabValue,
            C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue
        {
            TupleTabContent<TabValue>(parts: [
                PartOfTabContent(c0), PartOfTabContent(c1), PartOfTabContent(c2),
                PartOfTabContent(c3),
            ])
        }

        /// Combines 5 tabs and sections, in order.
        public static func buildBlock<C0, C1, C2, C3, C4>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
        )
            -> some TabContent<TabValue>
        where
            C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
            C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
            C3.TabValue == TabValue, C4.TabValue == TabValue
        {
            TupleTabContent<TabValue>(parts: [
                PartOfTabContent(c0), PartOfTabContent(c1), PartOfTabContent(c2),
                PartOfTabContent(c3), PartOfTabContent(c4),
            ])
        }

        /// Combines 6 tabs and sections, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
        )
            -> some TabContent<TabValue>
        where
            C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
            C5: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue,
            C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue,
            C5.TabValue == TabValue
        {
            TupleTabContent<TabValue>(parts: [
                PartOfTabContent(c0), PartOfTabContent(c1), PartOfTabContent(c2),
                PartOfTabContent(c3), PartOfTabContent(c4), PartOfTabContent(c5),
            ])
        }

        /// Combines 7 tabs and sections, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
        )
            -> some TabContent<TabValue>
        where
            C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
            C5: TabContent, C6: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue,
            C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue,
            C5.TabValue == TabValue, C6.TabValue == TabValue
        {
            TupleTabContent<TabValue>(parts: [
                PartOfTabContent(c0), PartOfTabContent(c1), PartOfTabContent(c2),
                PartOfTabContent(c3), PartOfTabContent(c4), PartOfTabContent(c5),
                PartOfTabContent(c6),
            ])
        }

        /// Combines 8 tabs and sections, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
        )
            -> some TabContent<TabValue>
        where
            C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
            C5: TabContent, C6: TabContent, C7: TabContent, C0.TabValue == TabValue,
            C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
            C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue,
            C7.TabValue == TabValue
        {
            TupleTabContent<TabValue>(parts: [
                PartOfTabContent(c0), PartOfTabContent(c1), PartOfTabContent(c2),
                PartOfTabContent(c3), PartOfTabContent(c4), PartOfTabContent(c5),
                PartOfTabContent(c6), PartOfTabContent(c7),
            ])
        }

        /// Combines 9 tabs and sections, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
        )
            -> some TabContent<TabValue>
        where
            C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
            C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C0.TabValue == TabValue,
            C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
            C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue,
            C7.TabValue == TabValue, C8.TabValue == TabValue
        {
            TupleTabContent<TabValue>(parts: [
                PartOfTabContent(c0), PartOfTabContent(c1), PartOfTabContent(c2),
                PartOfTabContent(c3), PartOfTabContent(c4), PartOfTabContent(c5),
                PartOfTabContent(c6), PartOfTabContent(c7), PartOfTabContent(c8),
            ])
        }

        /// Combines 10 tabs and sections, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7,
            _ c8: C8, _ c9: C9
        )
            -> some TabContent<TabValue>
        where
            C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
            C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent,
            C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
            C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
            C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue,
            C9.TabValue == TabValue
        {
            TupleTabContent<TabValue>(parts: [
                PartOfTabContent(c0), PartOfTabContent(c1), PartOfTabContent(c2),
                PartOfTabContent(c3), PartOfTabContent(c4), PartOfTabContent(c5),
                PartOfTabContent(c6), PartOfTabContent(c7), PartOfTabContent(c8),
                PartOfTabContent(c9),
            ])
        }

        /// Produces optional content for an `if` without `else`.
        public static func buildIf(_ content: (some TabContent<TabValue>)?)
            -> (some TabContent<TabValue>)?
        {
            content
        }

        /// Produces the first branch of an `if`/`else`.
        public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
        where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
            _ConditionalContent(storage: .trueContent(first))
        }

        /// Produces the second branch of an `if`/`else`.
        public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
        where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
            _ConditionalContent(storage: .falseContent(second))
        }

        // SwiftUI, iOS 18.0 interface: `TabContentBuilder.Content<C>`: `@_Concurrency.MainActor
        // @preconcurrency public struct Content<C> : SwiftUICore.View where C :
        // SwiftUI.TabContent`, an opaque `body`, and `@available(*, unavailable) extension
        // TabContentBuilder.Content : Swift.Sendable`.
        /// The content of a tab view made from tabs.
        @MainActor @preconcurrency public struct Content<C>: View where C: TabContent {
            nonisolated(unsafe) let content: C

            nonisolated init(_ content: C) { self.content = content }

            /// Nothing: a tab view draws the tabs as its own.
            @MainActor @preconcurrency public var body: some View { EmptyView() }
        }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension TabContentBuilder.Content: HostTabContentView {
        @MainActor func hostTabs() -> [HostTab] { content.hostTabs(path: [], section: nil) }
    }

    /// A view whose tabs a tab view draws as its tabs.
    protocol HostTabContentView {
        @MainActor func hostTabs() -> [HostTab]
    }

    @available(*, unavailable)
    extension TabContentBuilder: Sendable {}

    @available(*, unavailable)
    extension TabContentBuilder.Content: Sendable {}
#endif
