import Foundation
@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// The content of one window: the window's own stack from a `KeyedNavigation` of windows,
/// drawn with Apple's navigation, restored with the window's `SceneStorage`, and the links the
/// window receives opened in the window they name.
///
/// Put it in a `WindowGroup`: every window the group opens gets its own scene and its own
/// stack, so two windows over one model show their own navigation. The window saves its
/// scene's identity and its routes in its `SceneStorage` (under `stapel.scene` and
/// `stapel.navigation`), so a relaunch restores each window where the user left it. Views in the
/// window read its scene from `EnvironmentValues.stapelSceneID`.
///
/// With a deep-link table, a link the window receives (`onOpenURL`) opens in the window it
/// names (`KeyedNavigation.link(_:in:)`), or, when that window is not open and the app can open
/// windows, in a new window of the group `windowID` names (`openWindow(id:)`); any other link
/// opens in this window. The window prefers the links that name it
/// (`handlesExternalEvents(preferring:allowing:)`), so the system sends them to it.
///
/// ```swift
/// struct MailApp: App {
///     @State private var windows = KeyedNavigation<SceneID, Stack<Screen>>(
///         selection: SceneID(rawValue: "main"))
///
///     var body: some Scene {
///         WindowGroup(id: "mail") {
///             StapelWindowStack(windows, links: table, windowID: "mail") {
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
public struct StapelWindowStack<Screen: Equatable, Root: View, Destination: View>: View {
    @SceneStorage("stapel.scene") private var savedScene: String?
    @SceneStorage("stapel.navigation") private var savedNavigation: Data?
    /// The identity of a window that saved none yet: a new window.
    @State private var newScene = SceneID.unique()
    @State private var autosave = WindowAutosave<Screen>()
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    private let windows: KeyedNavigation<SceneID, Stack<Screen>>
    private let links: KeyedLinkTable<SceneID>?
    private let registry: ScreenTypeRegistry?
    private let windowID: String?
    private let root: Root
    private let destination: DestinationBuilder<Screen, Destination>

    /// Creates the content of a window.
    ///
    /// ```swift
    /// StapelWindowStack(windows, links: table, windowID: "main") { Home() } destination: { ScreenView($0) }
    /// ```
    /// - Parameters:
    ///   - windows: The app's windows, each with its stack.
    ///   - links: The deep-link table of the windows' stacks, or `nil` to open no links.
    ///   - registry: The screen types, for stacks of `AnyScreen`; not needed for `Codable`
    ///     screens.
    ///   - windowID: The identifier of the `WindowGroup`, to open a new window for a link that
    ///     names a window that is not open; `nil` opens such links in this window.
    ///   - root: The window's root screen.
    ///   - destination: The view of each route's screen.
    public init(
        _ windows: KeyedNavigation<SceneID, Stack<Screen>>,
        links: DeepLinkTable<Screen>? = nil,
        registry: ScreenTypeRegistry? = nil,
        windowID: String? = nil,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.windows = windows
        self.links = links.map { KeyedLinkTable<SceneID>().anyChild(links: $0) }
        self.registry = registry
        self.windowID = windowID
        self.root = root()
        self.destination = { destination($0.wrappedValue) }
    }

    /// The window's stack, saved in the window's storage, and its links.
    public var body: some View {
        let scene = windows.scene(saved: savedScene, new: newScene)
        let stack = windows.child(for: scene)
        StapelStack(source: .stack(stack), root: root, destination: destination)
            .stapelAutosave(
                autosave.autosave(for: stack, registry: registry), in: $savedNavigation
            )
            .environment(\.stapelSceneID, scene)
            .stapelNodeKey(scene)
            .onAppear {
                savedScene = scene.rawValue
                windows.connectScene(scene)
            }
            .onDisappear { windows.disconnectScene(scene) }
            .onOpenURL { url in
                guard let links else { return }
                let window = windows.openReceived(
                    url, using: links, in: scene,
                    supportsMultipleWindows: supportsMultipleWindows, windowID: windowID)
                if let window { openWindow(id: window) }
            }
            .handlesExternalEvents(
                preferring: windows.externalEventConditions(for: scene).preferring,
                allowing: windows.externalEventConditions(for: scene).allowing)
    }
}
