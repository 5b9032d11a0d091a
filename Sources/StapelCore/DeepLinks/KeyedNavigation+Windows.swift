public import Foundation

// Windows are a keyed holder of `SceneID`s: a window connects when it appears and its child is
// made; a link names the window it opens in with a query item.
extension KeyedNavigation where Key == SceneID {
    /// The name of the query item that names a window in a link.
    ///
    /// ```swift
    /// let named = url.query?.contains(KeyedNavigation<SceneID, Stack<Screen>>.sceneQueryItem)
    /// ```
    public static var sceneQueryItem: String { "scene" }

    /// A window appeared: its child is made, it is selected, and the links that wait for a new
    /// window open in it. Connecting a window that has its child already only selects it.
    ///
    /// ```swift
    /// ContentView()
    ///     .onAppear { windows.connectScene(scene) }
    /// ```
    /// - Parameter scene: The window's scene.
    public func connectScene(_ scene: SceneID) {
        _ = child(for: scene)
        select(scene)
        let waiting = linksForNewChild
        linksForNewChild = []
        for open in waiting { open(scene) }
    }

    /// A window went away, as one the user closed: its child is dropped; what the window saved
    /// stays in its own storage.
    ///
    /// ```swift
    /// ContentView()
    ///     .onDisappear { windows.disconnectScene(scene) }
    /// ```
    /// - Parameter scene: The window's scene.
    public func disconnectScene(_ scene: SceneID) {
        removeChild(for: scene)
    }

    /// The link, naming the window it should open in: a reply that comes back to the window it
    /// was sent from.
    ///
    /// ```swift
    /// let reply = windows.link(URL(string: "myapp://chats/7")!, in: scene)
    /// ```
    /// - Parameters:
    ///   - url: The link.
    ///   - scene: The window.
    /// - Returns: The link with the window's query item (replacing one it had).
    public func link(_ url: URL, in scene: SceneID) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return url
        }
        var items = (components.queryItems ?? []).filter { $0.name != Self.sceneQueryItem }
        items.append(URLQueryItem(name: Self.sceneQueryItem, value: scene.rawValue))
        components.queryItems = items
        return components.url ?? url
    }

    /// The window a link names, if it names one.
    ///
    /// ```swift
    /// if let scene = windows.scene(namedIn: url) { print("for window \(scene)") }
    /// ```
    /// - Parameter url: The link.
    /// - Returns: The window its query item names.
    public func scene(namedIn url: URL) -> SceneID? {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems?
            .first { $0.name == Self.sceneQueryItem }?.value
            .map(SceneID.init(rawValue:))
    }

    /// Opens a link a window received, in the window it names, a new window, or the window that
    /// received it.
    ///
    /// - A link that names an open window opens there.
    /// - A link that names a window that is not open waits for the next window that connects,
    ///   when the app can open one (`canOpenNewScene`); its outcome is
    ///   ``DeepLinkResult/Outcome/waitingForNewWindow``.
    /// - Any other link opens in the window that received it.
    ///
    /// The window's query item is taken out of the link before the table reads it.
    ///
    /// ```swift
    /// let links = KeyedLinkTable<SceneID>().anyChild(links: table)
    /// try windows.open(url, using: links, receivedIn: scene, canOpenNewScene: true)
    /// ```
    /// - Parameters:
    ///   - url: The link.
    ///   - table: The links of the windows.
    ///   - receiver: The window that received the link.
    ///   - canOpenNewScene: Whether the app can open a window for the link.
    /// - Returns: How far the link got.
    /// - Throws: A ``DeepLinkError`` when the table can't read the link; nothing changes.
    @discardableResult
    public func open(
        _ url: URL, using table: KeyedLinkTable<SceneID>, receivedIn receiver: SceneID,
        canOpenNewScene: Bool
    ) throws(DeepLinkError) -> DeepLinkResult {
        let link = withoutSceneItem(url)
        let named = scene(namedIn: url)
        let opensNewWindow = named.map { positions[$0] == nil && canOpenNewScene } ?? false
        let target = named.flatMap { positions[$0] == nil ? nil : $0 } ?? receiver
        // Read first: a link the table can't read changes nothing, wherever it was to open.
        let (key, plan) = try table.plan(
            for: link, context: PushContext(), in: opensNewWindow ? nil : target)
        guard opensNewWindow else { return try openPlanned(plan, in: key ?? target, before: {}) }
        let change = StackChange(stepCount: 0)
        linksForNewChild.append { [weak self] scene in
            change.finish(afterOpening: try? self?.openPlanned(plan, in: scene, before: {}))
        }
        return DeepLinkResult(
            routeCount: 0, keptCount: 0, outcome: .waitingForNewWindow, change: change)
    }

    private func withoutSceneItem(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let items = components.queryItems,
            items.contains(where: { $0.name == Self.sceneQueryItem })
        else { return url }
        let kept = items.filter { $0.name != Self.sceneQueryItem }
        components.queryItems = kept.isEmpty ? nil : kept
        return components.url ?? url
    }

    /// The external events a window prefers (links that name it) and allows (any).
    @_spi(StapelUI)
    public func externalEventConditions(for scene: SceneID) -> (
        preferring: Set<String>, allowing: Set<String>
    ) {
        (["\(Self.sceneQueryItem)=\(scene.rawValue)"], ["*"])
    }

    /// The window's scene: the one it saved, or a new one.
    @_spi(StapelUI)
    public func scene(saved: String?, new: SceneID) -> SceneID {
        saved.map(SceneID.init(rawValue:)) ?? new
    }

    /// Opens a link a window received; returns the window group to open for it, if any. A link
    /// the table can't read reports a warning.
    @_spi(StapelUI)
    public func openReceived(
        _ url: URL, using table: KeyedLinkTable<SceneID>, in scene: SceneID,
        supportsMultipleWindows: Bool, windowID: String?
    ) -> String? {
        do {
            let result = try open(
                url, using: table, receivedIn: scene,
                canOpenNewScene: supportsMultipleWindows && windowID != nil)
            return result.outcome == .waitingForNewWindow ? windowID : nil
        } catch {
            StapelWarning(
                .unreadableLink,
                "the link \(QuotedInput.quote(url.absoluteString)) was not opened: \(error)."
            ).report(at: CallSite())
            return nil
        }
    }
}
