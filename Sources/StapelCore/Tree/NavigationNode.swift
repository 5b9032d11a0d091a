/// A holder of navigation state in the app's tree: a ``Stack``, a ``SplitNavigation``, or a
/// ``KeyedNavigation`` of tabs or windows whose children are nodes in turn.
///
/// The holders nest to any depth, so a whole app's navigation (a tab view whose one tab is a
/// split view and whose others are stacks) is one value: one ``NavigationAutosave`` saves and
/// restores it, and ``canGoBack`` says whether the user can go back in what the node shows.
///
/// ```swift
/// let tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)
/// let autosave = NavigationAutosave(tabs)
/// tabs.child(for: .inbox).push(.chat(id: 1))
/// tabs.canGoBack  // true: the inbox shows its chat
/// ```
///
/// Stapel's holders are the nodes; the requirements that save, restore and observe a node are
/// Stapel's own, so an app uses the protocol as a constraint and does not adopt it.
@MainActor
public protocol NavigationNode: AnyObject {
    /// Whether the user can go back in this node: in a stack, whether it has routes; in a
    /// keyed holder, whether its selected child can.
    ///
    /// ```swift
    /// let canLeave = !tabs.canGoBack
    /// ```
    var canGoBack: Bool { get }

    /// Whether links opened anywhere in this node wait, because the app is not ready for them:
    /// during onboarding, or until the user has signed in. Set it back to `false` to open the
    /// links that came, in order.
    ///
    /// ```swift
    /// tabs.holdsLinks = true  // every stack of the tabs holds its links
    /// ```
    var holdsLinks: Bool { get set }

    /// Goes back one step in what the node shows, as the user's back button does.
    @_spi(StapelUI) func goBackInNode()

    /// Takes the node back to its root, as re-tapping the tab that shows it does.
    @_spi(StapelUI) func returnToRoot()

    /// Dismisses what the node presents, as a link into another tab does to the tab it leaves.
    @_spi(StapelUI) func dismissPresentations()

    /// Writes the node's state, with its children's, to `encoder`.
    @_spi(StapelUI) func encodeNode(to encoder: any Encoder) throws

    /// Restores the node's state, and its children's, from `decoder`: what can't be read is
    /// left out and told to `report`, at `path`; the rest is restored.
    @_spi(StapelUI) func restoreNode(
        from decoder: any Decoder, at path: [String], into report: NodeRestoreReport)

    /// Calls `handler` after every change of the node's state, or of its children's, with the
    /// path from the node to the holder that changed.
    @_spi(StapelUI) func observeNodeChanges(
        _ handler: @escaping @MainActor (NavigationEvent) -> Void
    ) -> EventSubscription

    /// An autosave will restore the node: links opened in it wait until ``endRestorationWait()``.
    @_spi(StapelUI) func beginRestorationWait()

    /// The restore that ``beginRestorationWait()`` announced is over.
    @_spi(StapelUI) func endRestorationWait()
}

extension NavigationNode {
    /// Holds the links opened anywhere in this node until `ready` returns, as while the user
    /// signs in: then they open, in order.
    ///
    /// ```swift
    /// tabs.holdLinks(until: { try? await Task.sleep(for: .seconds(1)) })
    /// ```
    /// - Parameter ready: Returns when the app is ready for links.
    public func holdLinks(until ready: @escaping @MainActor () async -> Void) {
        holdsLinks = true
        Task { @MainActor [weak self] in
            await ready()
            self?.holdsLinks = false
        }
    }
}
