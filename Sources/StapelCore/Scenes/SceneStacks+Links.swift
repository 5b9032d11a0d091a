public import Foundation

extension SceneStacks {
    /// A link that names a scene: the link with the scene's query item, so that the system
    /// sends it to that scene's window and ``open(_:using:receivedIn:canOpenNewScene:)`` opens
    /// it there.
    ///
    /// ```swift
    /// let reply = scenes.link(URL(string: "mail://message/7")!, in: scene)
    /// // mail://message/7?scene=…, for a notification sent from that window
    /// ```
    /// - Parameters:
    ///   - url: The link.
    ///   - scene: The scene it is to open in.
    /// - Returns: The link with the scene's query item, replacing one it has.
    public func link(_ url: URL, in scene: SceneID) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return url
        }
        var items = (components.queryItems ?? []).filter { $0.name != sceneQueryItem }
        items.append(URLQueryItem(name: sceneQueryItem, value: scene.rawValue))
        components.queryItems = items
        return components.url ?? url
    }

    /// The scene a link names with the scene's query item, if it names one.
    ///
    /// ```swift
    /// scenes.scene(namedIn: URL(string: "mail://message/7?scene=A")!)  // SceneID("A")
    /// ```
    /// - Parameter url: The link.
    /// - Returns: The scene it names, or `nil`.
    public func scene(namedIn url: URL) -> SceneID? {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems?
            .first { $0.name == sceneQueryItem }?.value
            .map(SceneID.init(rawValue:))
    }

    /// Opens a link a scene received: in the scene it names if that scene is connected; in a
    /// new scene if it names one that is not and the app can open one; in the scene that
    /// received it otherwise. The scene's query item is taken off before the table reads the
    /// link.
    ///
    /// A link that waits for a new scene opens in the next scene that connects
    /// (``connectScene(_:)``), after that scene has restored; open a window for it.
    ///
    /// ```swift
    /// ContentView()
    ///     .onOpenURL { url in
    ///         if case .waitingForNewScene? = try? scenes.open(
    ///             url, using: table, receivedIn: scene, canOpenNewScene: supportsMultipleWindows)
    ///         {
    ///             openWindow(id: "main")
    ///         }
    ///     }
    /// ```
    /// - Parameters:
    ///   - url: The link.
    ///   - table: The deep-link table that reads it.
    ///   - receiver: The scene whose window received it.
    ///   - canOpenNewScene: Whether the app can open another window: on iPad, Mac and
    ///     visionOS, not on iPhone.
    /// - Returns: Where the link opened, or that it waits for a new scene.
    /// - Throws: A ``DeepLinkError`` when the table can't read the link; nothing changes.
    @discardableResult
    public func open(
        _ url: URL, using table: DeepLinkTable<Screen>, receivedIn receiver: SceneID,
        canOpenNewScene: Bool
    ) throws(DeepLinkError) -> SceneLinkOutcome {
        let link = withoutSceneItem(url)
        // Read first: a link the table can't read changes nothing, wherever it was to open.
        _ = try table.routes(for: link)
        let named = scene(namedIn: url)
        let target: SceneID
        if let named, connectedScenes.contains(named) {
            target = named
        } else if named != nil, canOpenNewScene {
            waitForNewScene { stack in _ = try? stack.open(link, using: table) }
            return .waitingForNewScene
        } else {
            target = receiver
        }
        return .opened(in: target, try stack(for: target).open(link, using: table))
    }

    /// The link without the scene's query item.
    private func withoutSceneItem(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let items = components.queryItems, items.contains(where: { $0.name == sceneQueryItem })
        else { return url }
        let kept = items.filter { $0.name != sceneQueryItem }
        components.queryItems = kept.isEmpty ? nil : kept
        return components.url ?? url
    }

    /// The conditions a scene's window hands `handlesExternalEvents(preferring:allowing:)`:
    /// it prefers the links that name it, and allows every link, so that the system sends a
    /// link that names a scene to its window, and any other to the window in use.
    @_spi(StapelUI)
    public func externalEventConditions(for scene: SceneID) -> (
        preferring: Set<String>, allowing: Set<String>
    ) {
        (["\(sceneQueryItem)=\(scene.rawValue)"], ["*"])
    }
}

extension SceneStacks {
    /// The scene of a window: the one it saved, or the new identity it was given.
    ///
    /// ```swift
    /// @SceneStorage("scene") private var savedScene: String?
    /// @State private var newScene = SceneID.unique()
    ///
    /// var body: some View {
    ///     let scene = scenes.scene(saved: savedScene, new: newScene)
    ///     StapelStack(scenes.stack(for: scene)) { Home() } destination: { ScreenView($0) }
    /// }
    /// ```
    @_spi(StapelUI)
    public func scene(saved: String?, new: SceneID) -> SceneID {
        saved.map(SceneID.init(rawValue:)) ?? new
    }

    /// Opens a link a window received, as ``open(_:using:receivedIn:canOpenNewScene:)`` does,
    /// and says which window to open for it, if any: the window group `windowID` names, when
    /// the link waits for a new scene. A link the table can't read changes nothing and
    /// reports a ``StapelWarning``.
    ///
    /// ```swift
    /// ContentView()
    ///     .onOpenURL { url in
    ///         if let id = scenes.openReceived(url, using: table, in: scene,
    ///             supportsMultipleWindows: supportsMultipleWindows, windowID: "main") {
    ///             openWindow(id: id)
    ///         }
    ///     }
    /// ```
    /// - Returns: The identifier of the window group to open a window of, or `nil`.
    @_spi(StapelUI)
    public func openReceived(
        _ url: URL, using table: DeepLinkTable<Screen>, in scene: SceneID,
        supportsMultipleWindows: Bool, windowID: String?
    ) -> String? {
        do {
            let outcome = try open(
                url, using: table, receivedIn: scene,
                canOpenNewScene: supportsMultipleWindows && windowID != nil)
            guard case .waitingForNewScene = outcome else { return nil }
            return windowID
        } catch {
            StapelWarning(
                .unreadableLink,
                "the link \(QuotedInput.quote(url.absoluteString)) was not opened: \(error)."
            ).report(at: CallSite())
            return nil
        }
    }
}
