#if !canImport(SwiftUI)
    // https://developer.apple.com/documentation/swiftui/emptyview
    /// A view that doesn't contain any content.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen nonisolated public struct EmptyView: View {
        /// Creates an empty view.
        public init() {}

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/tupleview
    /// A View created from a swift tuple of View values.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen nonisolated public struct TupleView<T>: View {
        // https://developer.apple.com/documentation/swiftui/tupleview/value
        /// The tuple of views.
        public var value: T

        // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
        /// Creates a tuple view.
        public init(_ value: T) { self.value = value }

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // The return type of
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:); the
    // type's own page (…/swiftui/_conditionalcontent) is not in the documentation snapshot.
    /// View content that shows one of two possible children.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct _ConditionalContent<TrueContent, FalseContent> {
        @usableFromInline enum Storage {
            case trueContent(TrueContent)
            case falseContent(FalseContent)
        }

        @usableFromInline let storage: Storage
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) (its
    // where clause: both branches are views)
    extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/anyview
    /// A type-erased view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen nonisolated public struct AnyView: View {
        private let storage: Any

        // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
        /// Create an instance that type-erases `view`.
        public init<V>(_ view: V) where V: View { storage = view }

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }
#endif
