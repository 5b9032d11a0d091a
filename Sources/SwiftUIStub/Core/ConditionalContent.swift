#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct _ConditionalContent<TrueContent,
    // FalseContent>`.
    /// The content of an `if`/`else` in a view builder: one of two views.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct _ConditionalContent<TrueContent, FalseContent> {
        @usableFromInline enum Storage {
            case trueContent(TrueContent)
            case falseContent(FalseContent)
        }

        @usableFromInline let storage: Storage
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
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
#endif
