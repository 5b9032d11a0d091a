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

extension View {
    /// Restores every tab's stack and the selected tab from storage when this view first
    /// appears, and saves them there after every change, for example with `SceneStorage`:
    /// per-tab restoration. Attach it to the tab view.
    ///
    /// A link opened on a tab's stack before the restore waits, and opens right after it; see
    /// `TabStacksAutosave`.
    ///
    /// ```swift
    /// struct AppRoot: View {
    ///     @SceneStorage("navigation") private var savedNavigation: Data?
    ///     @State private var autosave = TabStacksAutosave(tabs: AppModel.shared.tabs)
    ///
    ///     var body: some View {
    ///         TabView(selection: autosave.tabs.selectionBinding) {
    ///             Tab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///         }
    ///         .stapelAutosave(autosave, in: $savedNavigation)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - autosave: The autosave of the tabs; hold it in `@State` or in the app's model.
    ///   - storage: Where the tabs are saved.
    /// - Returns: A view that restores and saves the tabs.
    public func stapelAutosave<Tab, Screen>(
        _ autosave: TabStacksAutosave<Tab, Screen>, in storage: Binding<Data?>
    ) -> some View {
        onAppear {
            autosave.start(restoringFrom: storage.wrappedValue) { storage.wrappedValue = $0 }
        }
        .onDisappear { autosave.stop() }
    }
}

extension View {
    /// Restores a split view from storage when this view first appears, and saves it there
    /// after every change of a selection, of the column visibility or of the detail column's
    /// routes, for example with `SceneStorage`. Attach it to the `StapelSplitView`.
    ///
    /// A link opened on the split view before the restore waits, and opens right after it; see
    /// `SplitAutosave`.
    ///
    /// ```swift
    /// struct MailRoot: View {
    ///     @SceneStorage("mail") private var savedMail: Data?
    ///     @State private var autosave = SplitAutosave(split: AppModel.shared.mail)
    ///
    ///     var body: some View {
    ///         StapelSplitView(autosave.split) { Mailboxes() } content: { Messages() }
    ///             detail: { MessageView() }
    ///             destination: { screen in MailScreenView(screen: screen) }
    ///             .stapelAutosave(autosave, in: $savedMail)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - autosave: The autosave of the split view; hold it in `@State` or in the app's model.
    ///   - storage: Where the split view is saved.
    /// - Returns: A view that restores and saves the split view.
    public func stapelAutosave<Sidebar, Content, Screen>(
        _ autosave: SplitAutosave<Sidebar, Content, Screen>, in storage: Binding<Data?>
    ) -> some View {
        onAppear {
            autosave.start(restoringFrom: storage.wrappedValue) { storage.wrappedValue = $0 }
        }
        .onDisappear { autosave.stop() }
    }
}
