import Foundation
@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// The content of one window: the window's own stack from a `SceneStacks`, drawn with
/// Apple's navigation, restored with the window's `SceneStorage`, and the links the window
/// receives opened in the scene they name.
///
/// Put it in a `WindowGroup`: every window the group opens gets its own scene and its own
/// stack, so two windows over one model show their own navigation. The window saves its
/// scene's identity and its routes in its `SceneStorage` (under `stapel.scene` and
/// `stapel.navigation`), so a relaunch restores each window where the user left it.
///
/// With a deep-link table, a link the window receives (`onOpenURL`) opens in the scene it
/// names (`SceneStacks.link(_:in:)`), or, when that scene is not open and the app can open
/// windows, in a new window of the group `windowID` names (`openWindow(id:)`); any other link
/// opens in this window. The window prefers the links that name it
/// (`handlesExternalEvents(preferring:allowing:)`), so the system sends them to it.
///
/// ```swift
/// struct MailApp: App {
///     @State private var scenes = SceneStacks<Screen>()
///
///     var body: some Scene {
///         WindowGroup(id: "mail") {
///             StapelScene(scenes, links: table, windowID: "mail") {
///                 InboxView()
///             } destination: { screen in
///                 ScreenView(screen: screen)
///             }
///         }
///     }
/// }
/// ```
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct StapelScene<Screen, Root: View, Destination: View>: View {
    @SceneStorage("stapel.scene") private var savedScene: String?
    @SceneStorage("stapel.navigation") private var savedNavigation: Data?
    /// The identity of a window that saved none yet: a new window.
    @State private var newScene = SceneID.unique()
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    private let scenes: SceneStacks<Screen>
    private let links: DeepLinkTable<Screen>?
    private let windowID: String?
    private let root: Root
    private let destination: DestinationBuilder<Screen, Destination>

    /// Creates the content of a window.
    ///
    /// ```swift
    /// StapelScene(scenes, links: table, windowID: "main") { Home() } destination: { ScreenView($0) }
    /// ```
    /// - Parameters:
    ///   - scenes: The scenes' stacks, shared by the app's windows.
    ///   - links: The deep-link table that reads the links the window receives; `nil` to
    ///     leave links to the app.
    ///   - windowID: The identifier of the `WindowGroup` to open a new window of, for a link
    ///     that names a scene that is not open; `nil` to open such a link in this window.
    ///   - root: The root screen, below every route.
    ///   - destination: Builds the view of a route's screen.
    public init(
        _ scenes: SceneStacks<Screen>,
        links: DeepLinkTable<Screen>? = nil,
        windowID: String? = nil,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.scenes = scenes
        self.links = links
        self.windowID = windowID
        self.root = root()
        self.destination = { destination($0.wrappedValue) }
    }

    /// The window's stack, saved in the window's storage, and its links.
    public var body: some View {
        let scene = scenes.scene(saved: savedScene, new: newScene)
        StapelStack(source: .stack(scenes.stack(for: scene)), root: root, destination: destination)
            .stapelAutosave(scenes.autosave(for: scene), in: $savedNavigation)
            .onAppear {
                savedScene = scene.rawValue
                scenes.connectScene(scene)
            }
            .onDisappear { scenes.disconnectScene(scene) }
            .onOpenURL { url in
                guard let links else { return }
                let window = scenes.openReceived(
                    url, using: links, in: scene,
                    supportsMultipleWindows: supportsMultipleWindows, windowID: windowID)
                if let window { openWindow(id: window) }
            }
            .handlesExternalEvents(
                preferring: scenes.externalEventConditions(for: scene).preferring,
                allowing: scenes.externalEventConditions(for: scene).allowing)
    }
}
