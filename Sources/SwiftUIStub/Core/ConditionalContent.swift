#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct _ConditionalContent<TrueContent,
    // FalseContent>` with `@frozen public enum Storage` and `public let storage`, both
    // `@available(*, unavailable) extension … : Swift.Sendable`.
    /// The content of an `if`/`else` in a view builder: one of two views.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct _ConditionalContent<TrueContent, FalseContent> {
        /// Which branch was taken, and its content.
        @frozen public enum Storage {
            /// The `if` branch.
            case trueContent(TrueContent)
            /// The `else` branch.
            case falseContent(FalseContent)
        }

        /// Which branch was taken, and its content.
        public let storage: Storage

        @usableFromInline init(storage: Storage) {
            self.storage = storage
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension SwiftUICore._ConditionalContent :
    // SwiftUICore.View where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension _ConditionalContent: GroupingView, PrimitiveView
    where TrueContent: View, FalseContent: View {
        func flattened() -> [(ChildKey, any View)] {
            switch storage {
            case .trueContent(let view): [(.branch(true), view)]
            case .falseContent(let view): [(.branch(false), view)]
            }
        }
    }

    @available(*, unavailable)
    extension _ConditionalContent.Storage: Sendable {}

    @available(*, unavailable)
    extension _ConditionalContent: Sendable {}
#endif
