#if !canImport(SwiftUI)
    // https://developer.apple.com/documentation/swiftui/viewbuilder
    /// A custom parameter attribute that constructs views from closures.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @resultBuilder public struct ViewBuilder {
        // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
        /// Builds an empty view from a block containing no statements.
        public static func buildBlock() -> EmptyView { EmptyView() }

        // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
        /// Passes a single view written as a child view through unmodified.
        public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
            content
        }

        // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
        /// Combines several views into a tuple view.
        public static func buildBlock<each Content>(_ content: repeat each Content)
            -> TupleView<(repeat each Content)> where repeat each Content: View
        {
            TupleView((repeat each content))
        }

        // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
        /// Passes a single view written as a child view through unmodified.
        public static func buildExpression<Content>(_ content: Content) -> Content
        where Content: View {
            content
        }

        // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
        /// Produces an optional view for conditional statements in multi-statement closures.
        public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
            content
        }

        // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
        /// Produces content for a conditional statement when the condition is true.
        public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View {
            _ConditionalContent(storage: .trueContent(first))
        }

        // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
        /// Produces content for a conditional statement when the condition is false.
        public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View {
            _ConditionalContent(storage: .falseContent(second))
        }
    }
#endif
