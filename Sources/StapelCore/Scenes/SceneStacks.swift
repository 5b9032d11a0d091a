import Foundation
import Observation

/// One ``Stack`` per scene: the state behind an app whose windows each keep their own
/// navigation, restored per window.
///
/// Each window connects with ``connectScene(_:)`` when it appears, under the identity it saved
/// (a new one for a new window), and gets its own stack from ``stack(for:)`` and its own
/// ``NavigationAutosave`` from ``autosave(for:)``, which the window saves in its `SceneStorage`.
/// The SwiftUI layer's `StapelScene` does both. A link a window receives opens in the scene it
/// names, in the window that received it, or in a new window
/// (``open(_:using:receivedIn:canOpenNewScene:)``).
///
/// ```swift
/// struct MailApp: App {
///     @State private var scenes = SceneStacks<Screen>()
///
///     var body: some Scene {
///         WindowGroup(id: "main") {
///             StapelScene(scenes, links: table, windowID: "main") {
///                 InboxView()
///             } destination: { screen in
///                 ScreenView(screen)
///             }
///         }
///     }
/// }
/// ```
///
/// Two windows over one model show their own stacks: a push in one changes nothing in the
/// other.
@MainActor
@Observable
public final class SceneStacks<Screen> {
    /// The scenes connected now, in the order they connected.
    public private(set) var connectedScenes: [SceneID] = []
    /// The name of the query item that names a scene in a link.
    public let sceneQueryItem: String

    @ObservationIgnored private var stacks: [SceneID: Stack<Screen>] = [:]
    @ObservationIgnored private var autosaves: [SceneID: NavigationAutosave<Stack<Screen>>] = [:]
    /// Links that wait for the next scene to connect.
    @ObservationIgnored private var waitingLinks: [(Stack<Screen>) -> Void] = []
    @ObservationIgnored private let makeStack: @MainActor (SceneID) -> Stack<Screen>
    @ObservationIgnored private let registry: ScreenTypeRegistry?

    /// Creates the scenes' state, with the stacks the app makes.
    ///
    /// ```swift
    /// let scenes = SceneStacks<Screen>(makeStack: { _ in Stack(clock: clock) })
    /// ```
    /// - Parameters:
    ///   - sceneQueryItem: The name of the query item that names a scene in a link.
    ///   - registry: The screen types, for stacks of ``AnyScreen``; not needed for `Codable`
    ///     screens.
    ///   - makeStack: Makes the stack of a scene, the first time it is asked for.
    public init(
        sceneQueryItem: String = "scene", registry: ScreenTypeRegistry? = nil,
        makeStack: @escaping @MainActor (SceneID) -> Stack<Screen> = { _ in Stack() }
    ) {
        self.sceneQueryItem = sceneQueryItem
        self.registry = registry
        self.makeStack = makeStack
    }

    /// The stack of a scene, made the first time it is asked for.
    ///
    /// ```swift
    /// StapelStack(scenes.stack(for: scene)) { Home() } destination: { ScreenView($0) }
    /// ```
    /// - Parameter scene: The scene.
    /// - Returns: The scene's stack.
    /// - Complexity: O(1).
    public func stack(for scene: SceneID) -> Stack<Screen> {
        if let stack = stacks[scene] { return stack }
        let stack = makeStack(scene)
        stacks[scene] = stack
        return stack
    }

    /// The autosave of a scene's stack, made with the stack: start it with the data the scene
    /// saved, as `stapelAutosave(_:in:)` does with the scene's `SceneStorage`.
    ///
    /// ```swift
    /// @SceneStorage("navigation") private var savedNavigation: Data?
    ///
    /// var body: some View {
    ///     StapelStack(scenes.stack(for: scene)) { Home() } destination: { ScreenView($0) }
    ///         .stapelAutosave(scenes.autosave(for: scene), in: $savedNavigation)
    /// }
    /// ```
    /// - Parameter scene: The scene.
    /// - Returns: The autosave of the scene's stack.
    /// - Complexity: O(1).
    public func autosave(for scene: SceneID) -> NavigationAutosave<Stack<Screen>> {
        if let autosave = autosaves[scene] { return autosave }
        let autosave = NavigationAutosave(stack(for: scene), registry: registry)
        autosaves[scene] = autosave
        return autosave
    }

    /// A scene appeared: it is connected, and the links that wait for a new scene open in it.
    ///
    /// Connecting a scene that is connected already changes nothing.
    ///
    /// ```swift
    /// ContentView()
    ///     .onAppear { scenes.connectScene(scene) }
    /// ```
    /// - Parameter scene: The scene.
    public func connectScene(_ scene: SceneID) {
        guard !connectedScenes.contains(scene) else { return }
        connectedScenes.append(scene)
        let links = waitingLinks
        waitingLinks = []
        let stack = stack(for: scene)
        for open in links { open(stack) }
    }

    /// A scene went away, as a window the user closed: its stack and its autosave are
    /// dropped; what it saved stays in the scene's own storage.
    ///
    /// ```swift
    /// ContentView()
    ///     .onDisappear { scenes.disconnectScene(scene) }
    /// ```
    /// - Parameter scene: The scene.
    public func disconnectScene(_ scene: SceneID) {
        connectedScenes.removeAll { $0 == scene }
        autosaves.removeValue(forKey: scene)?.stop()
        stacks[scene] = nil
    }
}

extension SceneStacks {
    /// Keeps a link to open in the next scene that connects.
    func waitForNewScene(_ open: @escaping (Stack<Screen>) -> Void) {
        waitingLinks.append(open)
    }
}
