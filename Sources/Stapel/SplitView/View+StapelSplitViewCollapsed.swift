#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Draws the `StapelSplitView`s inside as one navigation stack in every width, as SwiftUI
    /// draws a split view collapsed in a compact width: the sidebar at the bottom, a screen for
    /// each column the selections reach, then the detail column's routes.
    ///
    /// The model stays the one the split view draws, so switching between the two forms, as
    /// an app that lets its users pick a layout does, keeps every selection, route and
    /// presentation: the selections show as the stack's first screens, and come back as
    /// selections. In the stack, the user's back pops the detail routes, then clears the
    /// content column's selection, then the sidebar's, and the model reports itself collapsed
    /// (`SplitNavigation.isCollapsed`).
    ///
    /// ```swift
    /// struct MailRoot: View {
    ///     @SceneStorage("mail.layout") private var drawnAsStack = false
    ///
    ///     var body: some View {
    ///         StapelSplitView(mail) {
    ///             Mailboxes().toolbar { Button("Layout") { drawnAsStack.toggle() } }
    ///         } content: {
    ///             Text("Messages")
    ///         } detail: {
    ///             Text("Message")
    ///         } destination: { screen in
    ///             MailScreenView(screen: screen)
    ///         }
    ///         .stapelSplitViewCollapsed(drawnAsStack)
    ///     }
    /// }
    /// ```
    /// - Parameter collapsed: Whether the split views inside draw as one stack.
    /// - Returns: A view whose split views draw as one stack when `collapsed` is `true`.
    public func stapelSplitViewCollapsed(_ collapsed: Bool = true) -> some View {
        environment(\.stapelSplitViewCollapsed, collapsed)
    }
}
