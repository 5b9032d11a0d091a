#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore: `@frozen public struct Anchor<Value> { @frozen public struct Source }`, iOS
    // 13.0, with `extension Anchor.Source where Value == CGRect { public static func rect(_ r:
    // CGRect) -> Anchor<Value>.Source; public static var bounds: Anchor<CGRect>.Source { get } }`,
    // as Apple's documentation pages show them and the 26.0 SwiftUICore interface declares them
    // (the two statics `@_originallyDefinedIn(module: "SwiftUI", iOS 18.2)`, so in SwiftUI in
    // 18.0), with `extension Anchor : Swift.Sendable where Value : Swift.Sendable` and the same
    // for `Anchor.Source`. Only the rectangle sources are declared: a popover's attachment anchor
    // uses them.
    /// A geometry value of a view, such as its bounds, that SwiftUI resolves where it is used.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Anchor<Value> {
        /// Where an anchor's value comes from in the view that makes it.
        @frozen public struct Source {
            /// The rectangle in the view's own space; `nil` for the view's bounds.
            let rect: CGRect?
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Anchor: Sendable where Value: Sendable {}

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Anchor.Source: Sendable where Value: Sendable {}

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Anchor.Source where Value == CGRect {
        /// A rectangle in the view's own space.
        public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
            Anchor<CGRect>.Source(rect: r)
        }

        /// The view's whole bounds.
        public static var bounds: Anchor<CGRect>.Source {
            Anchor<CGRect>.Source(rect: nil)
        }
    }
#endif
