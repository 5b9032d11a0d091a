#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct HierarchicalShapeStyle :
    // SwiftUICore.ShapeStyle`, iOS 15, with `public static let primary` … `quaternary`.
    /// One of the numbered levels of the current foreground style.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @frozen public struct HierarchicalShapeStyle: ShapeStyle {
        let level: Int

        /// The level's name, for printing.
        var name: String {
            ["primary", "secondary", "tertiary", "quaternary"][level]
        }

        /// The first level.
        public static let primary = HierarchicalShapeStyle(level: 0)
        /// The second level.
        public static let secondary = HierarchicalShapeStyle(level: 1)
        /// The third level.
        public static let tertiary = HierarchicalShapeStyle(level: 2)
        /// The fourth level.
        public static let quaternary = HierarchicalShapeStyle(level: 3)
    }

    // SwiftUICore, iOS 18.0 interface: `extension SwiftUICore.ShapeStyle where Self ==
    // SwiftUICore.HierarchicalShapeStyle`, iOS 15, `@_alwaysEmitIntoClient public static var
    // primary` … `quaternary` `{ get }`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension ShapeStyle where Self == HierarchicalShapeStyle {
        /// The first level of the current foreground style.
        public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
        /// The second level of the current foreground style.
        public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
        /// The third level of the current foreground style.
        public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
        /// The fourth level of the current foreground style.
        public static var quaternary: HierarchicalShapeStyle {
            HierarchicalShapeStyle.quaternary
        }
    }
#endif
