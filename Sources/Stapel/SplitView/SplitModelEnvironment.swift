#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Puts a split view's `SplitNavigation` in the environment of its columns, for the views
/// that read it with `@Environment(SplitNavigation<…>.self)`.
struct SplitModelEnvironment<SidebarValue: Hashable, ContentValue: Hashable, Screen>: ViewModifier {
    let source: SplitViewSource<SidebarValue, ContentValue, Screen>

    func body(content: Content) -> some View {
        if case .navigation(let split) = source {
            content.environment(split)
        } else {
            content
        }
    }
}
