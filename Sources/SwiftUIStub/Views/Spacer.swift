#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen @_Concurrency.MainActor @preconcurrency public
    // struct Spacer`, with `@_Concurrency.MainActor @preconcurrency public var minLength:
    // CoreFoundation.CGFloat?` and `@_Concurrency.MainActor @preconcurrency public
    // init(minLength: CoreFoundation.CGFloat? = nil)` (main actor, not `nonisolated`); `extension
    // Spacer : SwiftUICore.View` and `extension Spacer : Swift.Sendable`.
    /// Flexible space along the major axis of a stack.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct Spacer {
        /// The smallest length the spacer shrinks to.
        @MainActor @preconcurrency public var minLength: CGFloat?

        /// Creates a spacer.
        @MainActor @preconcurrency public init(minLength: CGFloat? = nil) {
            self.minLength = minLength
        }

        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Spacer: View {}

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Spacer: Sendable {}

    extension Spacer: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] { [] }
    }
#endif
