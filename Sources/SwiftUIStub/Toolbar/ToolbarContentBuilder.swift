#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    // @_functionBuilder public struct ToolbarContentBuilder` with `@available(*, unavailable)
    // extension ToolbarContentBuilder : Swift.Sendable`: `buildExpression` and `buildBlock` of
    // one item, `buildBlock` of 2 to 10 (`@_alwaysEmitIntoClient`, each returning `some
    // ToolbarContent`), and `buildIf` and `buildEither` (iOS 16). The
    // `CustomizableToolbarContent` forms are left out.
    /// A result builder that makes toolbar content from the items in a closure.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @resultBuilder public struct ToolbarContentBuilder {
        /// Passes one item through.
        public static func buildExpression<Content>(_ content: Content) -> Content
        where Content: ToolbarContent {
            content
        }

        /// Passes a single item through.
        public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent
        where Content: ToolbarContent {
            content
        }

        /// Combines 2 items, in order.
        public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1)
            -> some ToolbarContent
        where C0: ToolbarContent, C1: ToolbarContent {
            TupleToolbarContent(parts: [c0, c1])
        }

        /// Combines 3 items, in order.
        public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
            -> some ToolbarContent
        where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
            TupleToolbarContent(parts: [c0, c1, c2])
        }

        /// Combines 4 items, in order.
        public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
            -> some ToolbarContent
        where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
            TupleToolbarContent(parts: [c0, c1, c2, c3])
        }

        /// Combines 5 items, in order.
        public static func buildBlock<C0, C1, C2, C3, C4>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
        )
            -> some ToolbarContent
        where
            C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
            C4: ToolbarContent
        {
            TupleToolbarContent(parts: [c0, c1, c2, c3, c4])
        }

        /// Combines 6 items, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
        )
            -> some ToolbarContent
        where
            C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
            C4: ToolbarContent, C5: ToolbarContent
        {
            TupleToolbarContent(parts: [c0, c1, c2, c3, c4, c5])
        }

        /// Combines 7 items, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
        )
            -> some ToolbarContent
        where
            C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
            C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent
        {
            TupleToolbarContent(parts: [c0, c1, c2, c3, c4, c5, c6])
        }

        /// Combines 8 items, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
        )
            -> some ToolbarContent
        where
            C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
            C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
        {
            TupleToolbarContent(parts: [c0, c1, c2, c3, c4, c5, c6, c7])
        }

        /// Combines 9 items, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
        )
            -> some ToolbarContent
        where
            C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
            C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent,
            C8: ToolbarContent
        {
            TupleToolbarContent(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
        }

        /// Combines 10 items, in order.
        public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7,
            _ c8: C8, _ c9: C9
        )
            -> some ToolbarContent
        where
            C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
            C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent,
            C8: ToolbarContent, C9: ToolbarContent
        {
            TupleToolbarContent(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
        }

        /// Produces optional content for an `if` without `else`.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        public static func buildIf<Content>(_ content: Content?) -> Content?
        where Content: ToolbarContent {
            content
        }

        /// Produces the first branch of an `if`/`else`.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
            _ConditionalContent(storage: .trueContent(first))
        }

        /// Produces the second branch of an `if`/`else`.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
            _ConditionalContent(storage: .falseContent(second))
        }
    }

    @available(*, unavailable)
    extension ToolbarContentBuilder: Sendable {}
#endif
