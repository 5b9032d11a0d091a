#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Stops the user from swiping this screen away from the leading edge of Stapel's custom
    /// container, in the style of `interactiveDismissDisabled(_:)`.
    ///
    /// Apply it inside a screen the custom container draws; the screen still pops with
    /// ``StackPopButton`` and the stack. `NavigationStack` ignores it: there, hide the back
    /// button with `navigationBarBackButtonHidden(_:)`.
    ///
    /// ```swift
    /// @State private var hasChanges = false
    ///
    /// var body: some View {
    ///     Toggle("Gift wrap", isOn: $hasChanges)
    ///         .stapelSwipeBackDisabled(hasChanges)
    /// }
    /// ```
    /// - Parameter isDisabled: Whether swiping back is off for the screen.
    /// - Returns: A view that sets the screen's swipe back.
    public func stapelSwipeBackDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(SwipeBackOptOut(isDisabled: isDisabled))
    }
}
