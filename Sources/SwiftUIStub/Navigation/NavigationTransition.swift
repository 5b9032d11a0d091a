#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `public protocol NavigationTransition` (iOS 18.0), not main
    // actor, not `Sendable`; its one requirement, `_outputs(for:)`, is underscored and left out.
    /// How a pushed or presented view comes in and goes: the platform's transition, or a zoom
    /// from a source view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public protocol NavigationTransition {}

    // SwiftUI, iOS 18.0 interface: `public struct AutomaticNavigationTransition :
    // SwiftUI.NavigationTransition` (iOS 18.0), with `@available(*, unavailable) extension
    // AutomaticNavigationTransition : Swift.Sendable`.
    /// The platform's transition for the context: a push slides, a sheet rises.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public struct AutomaticNavigationTransition: NavigationTransition {}

    @available(*, unavailable)
    extension AutomaticNavigationTransition: Sendable {}

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.NavigationTransition where Self ==
    // SwiftUI.AutomaticNavigationTransition { public static var automatic:
    // SwiftUI.AutomaticNavigationTransition { get } }`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension NavigationTransition where Self == AutomaticNavigationTransition {
        /// The platform's transition.
        public static var automatic: AutomaticNavigationTransition {
            AutomaticNavigationTransition()
        }
    }

    // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0,
    // *) @available(macOS, unavailable) public struct ZoomNavigationTransition :
    // SwiftUI.NavigationTransition`, with `@available(*, unavailable) extension
    // ZoomNavigationTransition : Swift.Sendable`.
    /// A view that zooms in from a source view marked with `matchedTransitionSource(id:in:)`,
    /// and back into it when it goes.
    @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @available(macOS, unavailable)
    public struct ZoomNavigationTransition: NavigationTransition {
        /// The identifier of the source, as `matchedTransitionSource(id:in:)` marks it.
        let sourceID: AnyHashable
        /// The namespace the identifier belongs to.
        let namespace: Namespace.ID
    }

    @available(*, unavailable)
    extension ZoomNavigationTransition: Sendable {}

    // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0,
    // *) @available(macOS, unavailable) extension SwiftUI.NavigationTransition where Self ==
    // SwiftUI.ZoomNavigationTransition { public static func zoom(sourceID: some Swift.Hashable,
    // in namespace: SwiftUICore.Namespace.ID) -> SwiftUI.ZoomNavigationTransition }`.
    @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @available(macOS, unavailable)
    extension NavigationTransition where Self == ZoomNavigationTransition {
        /// A zoom from the source view with this identifier in this namespace.
        public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
            -> ZoomNavigationTransition
        {
            ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
        }
    }
#endif
