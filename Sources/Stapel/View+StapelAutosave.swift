public import Foundation

#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Restores the app's navigation from storage when this view first appears, and saves it
    /// there after every change, for example with `SceneStorage`, so a relaunch comes back
    /// where the user left.
    ///
    /// The autosave keeps any tree of holders: one stack, a split view, or tabs of stacks and
    /// split views. Attach the modifier to the view that draws the tree's root. Saved state
    /// that reads back only in part restores what does, and reports a runtime warning; see
    /// `NavigationAutosave`.
    ///
    /// ```swift
    /// struct AppRoot: View {
    ///     @SceneStorage("navigation") private var savedNavigation: Data?
    ///     @State private var autosave = NavigationAutosave(AppModel.shared.stack)
    ///
    ///     var body: some View {
    ///         StapelStack(autosave.root) { Home() } destination: { ScreenView($0) }
    ///             .stapelAutosave(autosave, in: $savedNavigation)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - autosave: The autosave of the navigation; hold it in `@State`.
    ///   - storage: Where the navigation is saved.
    /// - Returns: A view that restores and saves the navigation.
    public func stapelAutosave<Root>(
        _ autosave: NavigationAutosave<Root>, in storage: Binding<Data?>
    ) -> some View {
        onAppear {
            autosave.start(restoringFrom: storage.wrappedValue) { storage.wrappedValue = $0 }
        }
        .onDisappear { autosave.stop() }
    }
}
