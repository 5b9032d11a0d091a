@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension View {
    /// What a guarded screen draws, where SwiftUI offers no hook on the system back button: a
    /// pushed screen hides it, with its swipe and long-press menu, and draws Stapel's own back
    /// button, which asks the guard. (A sheet showing a guarded screen can't be dragged down: its
    /// layer says so, `StackLayer.hasLeaveGuard`.) Applied inline in the route's screen: no
    /// view of its own to evaluate.
    /// - Parameters:
    ///   - stack: The route's stack.
    ///   - entry: The route's entry, whose guard is observed.
    ///   - hasSystemBackButton: Whether the container draws the system back button; Stapel's
    ///     custom container does not.
    func guardedBack<Screen>(
        on stack: Stack<Screen>, entry: RouteEntry<Screen>, hasSystemBackButton: Bool
    ) -> some View {
        let isGuarded = entry.isLeaveGuarded
        let isPushed = !entry.route.style.isPresentation
        let replacesBackButton = isGuarded && isPushed && hasSystemBackButton
        return
            self
            .navigationBarBackButtonHidden(replacesBackButton)
            .toolbar {
                if replacesBackButton {
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button {
                            stack.goBack(leaving: entry.id)
                        } label: {
                            Label("Back", systemImage: "chevron.backward")
                        }
                    }
                }
            }
    }
}
