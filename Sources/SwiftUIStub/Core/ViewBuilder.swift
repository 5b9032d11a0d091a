#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@_functionBuilder public struct ViewBuilder` (the old
    // spelling of `@resultBuilder`), with `@available(*, unavailable) extension ViewBuilder :
    // Swift.Sendable`; `buildIf` and `buildEither` in an iOS 13 extension,
    // `buildLimitedAvailability` in an iOS 14 one.
    /// A result builder that makes a view from the statements of a closure.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @resultBuilder public struct ViewBuilder {
        /// Builds an empty view from an empty block.
        public static func buildBlock() -> EmptyView { EmptyView() }

        /// Passes a single view through.
        public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
            content
        }

        /// Combines several views into a tuple view.
        @_disfavoredOverload
        public static func buildBlock<each Content>(_ content: repeat each Content)
            -> TupleView<(repeat each Content)> where repeat each Content: View
        {
            TupleView((repeat each content))
        }

        /// Passes a single view through.
        public static func buildExpression<Content>(_ content: Content) -> Content
        where Content: View {
            content
        }

        /// Produces optional content for an `if` without `else`.
        public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
            content
        }

        /// Produces the first branch of an `if`/`else`.
        public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View {
            _ConditionalContent(storage: .trueContent(first))
        }

        /// Produces the second branch of an `if`/`else`.
        public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View {
            _ConditionalContent(storage: .falseContent(second))
        }

        /// Erases content that is only available on newer systems.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
        where Content: View {
            AnyView(content)
        }
    }

    @available(*, unavailable)
    extension ViewBuilder: Sendable {}
#endif
