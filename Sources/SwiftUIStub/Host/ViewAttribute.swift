#if !canImport(SwiftUI)
    /// A fact a modifier attaches to a view without changing how it is built: its tag, tab
    /// item, accessibility identifier, navigation title, whether it is hidden.
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
    }
#endif
