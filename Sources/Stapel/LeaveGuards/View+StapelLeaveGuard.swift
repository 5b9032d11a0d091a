#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Guards leaving the screen this view is in: what `Stack.setLeaveGuard(_:for:)` does, from
    /// inside the screen, reading the screen's own state.
    ///
    /// Before any change would take the screen away (the back button, a swipe, a sheet's drag,
    /// the program's `pop()` or `dismiss()`, a deep link, a tab re-tap), `decide` says whether
    /// it may: `.allow`, `.refuse`, or `.ask(_:)` with a question route, typically a
    /// confirmation dialog whose `AlertContent.Button.allowingLeave(_:action:)` button lets the
    /// change go on.
    ///
    /// Under Apple's `NavigationStack`, a guarded pushed screen draws Stapel's own back button,
    /// which asks the guard; the system back button, its swipe and its long-press menu are off
    /// for that screen. A guarded sheet or cover can't be dragged down. In Stapel's custom
    /// container, the swipe back asks the guard too. The root screen is never left: a guard
    /// there does nothing, with a runtime warning.
    ///
    /// ```swift
    /// struct EditorView: View {
    ///     @State private var text = ""
    ///
    ///     var body: some View {
    ///         TextField("Note", text: $text)
    ///             .stapelLeaveGuard(for: Screen.self) {
    ///                 text.isEmpty ? .allow : .ask(.confirmationDialog(.discardDraft))
    ///             }
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the container's routes.
    ///   - decide: Whether the screen may be left now.
    /// - Returns: A view whose screen is guarded.
    public func stapelLeaveGuard<Screen>(
        for screenType: Screen.Type,
        _ decide: @escaping @MainActor () -> LeaveDecision<Screen>
    ) -> some View {
        modifier(LeaveGuardInstaller(decide: decide))
    }
}
