#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface (page 176000): `@frozen public struct Anchor<Value> {
    // @frozen public struct Source }`, iOS 13.0, `@_originallyDefinedIn(module: "SwiftUI", iOS
    // 18.0)`, with `extension SwiftUICore.Anchor : Swift.Sendable where Value : Swift.Sendable`
    // and the same for `Anchor.Source`. SwiftUI, iOS 18.0 interface (page 1232000): `extension
    // SwiftUICore.Anchor.Source where Value == CoreFoundation.CGRect { public static func rect(_
    // r: CoreFoundation.CGRect) -> SwiftUICore.Anchor<Value>.Source; public static var bounds:
    // SwiftUICore.Anchor<CoreFoundation.CGRect>.Source { get } }`, iOS 13.0 (in SwiftUICore from
    // 18.2, as the 26.0 interface says). Only the rectangle sources are declared: a popover's
    // attachment anchor uses them.
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
