#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension AnyTransition {
        // SwiftUICore, iOS 18.0 interface: `public static let identity:
        // SwiftUICore.AnyTransition` (`nonisolated(unsafe)` here: the type is not `Sendable`).
        /// A transition that changes nothing: the view comes and goes at once.
        nonisolated(unsafe) public static let identity = AnyTransition(.identity)

        // SwiftUICore, iOS 18.0 interface: `public static let opacity:
        // SwiftUICore.AnyTransition`.
        /// A transition that fades the view in and out.
        nonisolated(unsafe) public static let opacity = AnyTransition(.opacity)

        // SwiftUICore, iOS 18.0 interface: `public static var scale: SwiftUICore.AnyTransition
        // { get }`.
        /// A transition that scales the view up from nothing and back down.
        public static var scale: AnyTransition { AnyTransition(.scale(0, anchor: .center)) }

        // SwiftUICore, iOS 18.0 interface: `public static func scale(scale:
        // CoreFoundation.CGFloat, anchor: SwiftUICore.UnitPoint = .center) ->
        // SwiftUICore.AnyTransition`.
        /// A transition that scales the view from a factor, around an anchor.
        public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
            AnyTransition(.scale(scale, anchor: anchor))
        }

        // SwiftUICore, iOS 18.0 interface: `public static var slide: SwiftUICore.AnyTransition
        // { get }`.
        /// A transition that moves the view in from the leading edge and out toward the
        /// trailing edge.
        public static var slide: AnyTransition { AnyTransition(.slide) }

        // SwiftUICore, iOS 18.0 interface: `public static func move(edge: SwiftUICore.Edge) ->
        // SwiftUICore.AnyTransition`.
        /// A transition that moves the view in from an edge and back out to it.
        public static func move(edge: Edge) -> AnyTransition {
            AnyTransition(.move(edge))
        }

        // SwiftUICore, iOS 18.0 interface: `public static func offset(_ offset:
        // CoreFoundation.CGSize) -> SwiftUICore.AnyTransition`.
        /// A transition that moves the view in from an offset and back out to it.
        public static func offset(_ offset: CGSize) -> AnyTransition {
            AnyTransition(.offset(offset))
        }

        // SwiftUICore, iOS 18.0 interface: `public static func offset(x: CoreFoundation.CGFloat
        // = 0, y: CoreFoundation.CGFloat = 0) -> SwiftUICore.AnyTransition`.
        /// A transition that moves the view in from an offset and back out to it.
        public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
            AnyTransition(.offset(CGSize(width: x, height: y)))
        }

        // SwiftUICore, iOS 18.0 interface: `public static func push(from edge:
        // SwiftUICore.Edge) -> SwiftUICore.AnyTransition`.
        /// A transition that pushes the view in from an edge and out toward the opposite one.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        public static func push(from edge: Edge) -> AnyTransition {
            AnyTransition(.push(from: edge))
        }

        // SwiftUICore, iOS 18.0 interface: `public static func asymmetric(insertion:
        // SwiftUICore.AnyTransition, removal: SwiftUICore.AnyTransition) ->
        // SwiftUICore.AnyTransition`.
        /// A transition with one effect for insertion and another for removal.
        public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
            -> AnyTransition
        {
            AnyTransition(.asymmetric(insertion: insertion.effect, removal: removal.effect))
        }

        // SwiftUICore, iOS 18.0 interface: `public static func modifier<E>(active: E, identity:
        // E) -> SwiftUICore.AnyTransition where E : SwiftUICore.ViewModifier`.
        /// A transition from one modifier to another.
        public static func modifier<E>(active: E, identity: E) -> AnyTransition
        where E: ViewModifier {
            AnyTransition(.modifier(String(describing: E.self)))
        }

        // SwiftUICore, iOS 18.0 interface: `public func combined(with other:
        // SwiftUICore.AnyTransition) -> SwiftUICore.AnyTransition`.
        /// Both transitions at once.
        public func combined(with other: AnyTransition) -> AnyTransition {
            AnyTransition(.combined(effect, other.effect))
        }

        // SwiftUICore, iOS 18.0 interface: `public func animation(_ animation:
        // SwiftUICore.Animation?) -> SwiftUICore.AnyTransition`.
        /// The transition with an animation of its own.
        public func animation(_ animation: Animation?) -> AnyTransition {
            AnyTransition(.animated(effect, animation))
        }
    }
#endif
