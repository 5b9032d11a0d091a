public import Foundation

#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Restores the stack from storage when this view first appears, and saves it there after
    /// every change, for example with `SceneStorage`, so a relaunch comes back where the user
    /// left.
    ///
    /// Saved state that reads back only in part restores the routes that do, and reports a
    /// runtime warning; see `StackAutosave`.
    ///
    /// ```swift
    /// struct AppRoot: View {
    ///     @SceneStorage("navigation") private var savedNavigation: Data?
    ///     @State private var autosave = StackAutosave(stack: AppModel.shared.stack)
    ///
    ///     var body: some View {
    ///         StapelStack(autosave.stack) { Home() } destination: { ScreenView($0) }
    ///             .stapelAutosave(autosave, in: $savedNavigation)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - autosave: The autosave of the stack; hold it in `@State`.
    ///   - storage: Where the routes are saved.
    /// - Returns: A view that restores and saves the stack.
    public func stapelAutosave<Screen>(
        _ autosave: StackAutosave<Screen>, in storage: Binding<Data?>
    ) -> some View {
        onAppear {
            autosave.start(restoringFrom: storage.wrappedValue) { storage.wrappedValue = $0 }
        }
        .onDisappear { autosave.stop() }
    }
}
