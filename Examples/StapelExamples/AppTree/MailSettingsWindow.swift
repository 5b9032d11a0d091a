import Foundation
import Stapel

/// The mail app's settings in a window of their own, as iPad and Mac apps open them beside the
/// main window: a stack of its own, saved with the window and restored when the app relaunches.
///
/// The window is its own scene, so its navigation is its own too, as each window's is; the tabs'
/// model stays the main window's. A Mac app may declare the same view in a `Settings` scene;
/// this example uses a `WindowGroup` with an identifier, which iPadOS and macOS both open with
/// `openWindow(id:)`.
public struct MailSettingsWindow: View {
    /// The identifier of the settings window's group, for `openWindow(id:)`.
    public static let windowID = "mail-settings"

    @State private var autosave = NavigationAutosave(Stack<SettingsScreen>())
    @SceneStorage("mailapp.settingsWindow") private var saved: Data?

    /// Creates the settings window's content.
    public init() {}

    /// The settings stack, saved with the window.
    public var body: some View {
        SettingsStack(stack: autosave.root)
            .stapelAutosave(autosave, in: $saved)
    }
}
