#if !canImport(SwiftUI)
    /// A fact a modifier attaches to a view without changing how it is built: its tag, tab
    /// item, accessibility identifier, navigation title, whether it is hidden, how the
    /// presentation it is in behaves.
    enum ViewAttribute {
        case tag(AnyHashable)
        case tabItem(any View)
        case accessibilityIdentifier(String)
        case accessibilityHidden(Bool)
        case navigationTitle(String)
        case interactiveDismissDisabled(Bool)
        case navigationBarBackButtonHidden(Bool)
        case hidden
        case allowsHitTesting(Bool)
        case presentationDragIndicator(Visibility)
        case presentationBackgroundInteraction(PresentationBackgroundInteraction)
        case presentationCompactAdaptation(
            horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
        /// A zoom, or `nil` for the platform's transition.
        case navigationTransition(zoom: ZoomNavigationTransition?)
        case matchedTransitionSource(AnyHashable, Namespace.ID)
        case handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
    }
#endif
