/// What a scene made of a link it received: opened it on a scene's stack, or asked for a new
/// scene to open it in.
///
/// ```swift
/// switch try scenes.open(url, using: table, receivedIn: scene, canOpenNewScene: true) {
/// case .opened(let scene, let result): print("opened in \(scene): \(result)")
/// case .waitingForNewScene: openWindow(id: "main")
/// }
/// ```
public enum SceneLinkOutcome {
    /// The link opened on the stack of a scene: the one it names, or the one that received it.
    case opened(in: SceneID, DeepLinkResult)
    /// The link names a scene that is not open: it waits, and opens in the next scene that
    /// connects. Open a new window for it.
    case waitingForNewScene
}
