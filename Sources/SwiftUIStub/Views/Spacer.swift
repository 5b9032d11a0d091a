#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen @MainActor @preconcurrency public struct Spacer`,
    // with `View` and `Sendable` conformances.
    /// Flexible space along the major axis of a stack.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct Spacer: View, Sendable {
        /// The smallest length the spacer shrinks to.
        public var minLength: CGFloat?

        /// Creates a spacer.
        public init(minLength: CGFloat? = nil) { self.minLength = minLength }

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension Spacer: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] { [] }
    }
#endif
