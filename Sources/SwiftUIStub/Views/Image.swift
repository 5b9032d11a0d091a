#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Image : Swift.Equatable,
    // Swift.Sendable`, no isolation.
    /// A view that displays an image. The host knows images by name only.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Image: Equatable, Sendable {
        /// The image's name: a system symbol's or an asset's.
        let name: String
    }

    // SwiftUICore, iOS 18.0 interface: `extension Image { public init(_ name: Swift.String,
    // bundle: Foundation.Bundle? = nil); @available(macOS 11.0, *) public init(systemName:
    // Swift.String) }`, iOS 13.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Image {
        /// Creates an image of an asset.
        public init(_ name: String, bundle: Bundle? = nil) {
            self.name = name
        }

        /// Creates an image of a system symbol.
        @available(macOS 11.0, *)
        public init(systemName: String) {
            name = systemName
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension SwiftUICore.Image : SwiftUICore.View`, `Body =
    // Never`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Image: View {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension Image: PrimitiveView {
        func update(_ node: ViewNode, transaction: Transaction) {}
    }
#endif
