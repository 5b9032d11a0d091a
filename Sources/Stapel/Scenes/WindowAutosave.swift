#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The autosave of one window's stack, made once, when the window first draws it, so that
/// links opened before the window appears wait for its restore.
@MainActor
final class WindowAutosave<Screen> {
    private var autosave: NavigationAutosave<Stack<Screen>>?

    /// The autosave of `stack`, made the first time it is asked for.
    func autosave(for stack: Stack<Screen>, registry: ScreenTypeRegistry?)
        -> NavigationAutosave<Stack<Screen>>
    {
        if let autosave, autosave.root === stack { return autosave }
        let made = NavigationAutosave(stack, registry: registry)
        autosave = made
        return made
    }
}
