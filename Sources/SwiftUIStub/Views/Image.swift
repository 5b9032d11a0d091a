#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Image : Swift.Equatable,
    // Swift.Sendable`, with `extension Image : SwiftUICore.View`.
    /// A view that displays an image. The host knows images by name only.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Image: Equatable, Sendable {
        /// The image's name: a system symbol's or an asset's.
        let name: String

        /// Creates an image of a system symbol.
        @available(macOS 11.0, *)
        public init(systemName: String) {
            name = systemName
        }

        /// Creates an image of an asset.
        public init(_ name: String, bundle: Bundle? = nil) {
            self.name = name
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Image: View {
        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension Image: PrimitiveView {
        func update(_ node: ViewNode, transaction: Transaction) {}
    }
#endif
