public import Foundation

/// Keeps an app's navigation in storage: restores it once, then saves it after every change.
///
/// The root is any ``NavigationNode``: one ``Stack``, a ``SplitNavigation``, or a
/// ``KeyedNavigation`` of tabs or windows holding any of them, to any depth. The whole tree is
/// one saved value, written in one versioned form.
///
/// ```swift
/// let tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)
/// let autosave = NavigationAutosave(tabs)
/// autosave.start(restoringFrom: UserDefaults.standard.data(forKey: "navigation")) {
///     UserDefaults.standard.set($0, forKey: "navigation")
/// }
/// ```
///
/// In SwiftUI, `stapelAutosave(_:in:)` starts it when its view appears, with a `@SceneStorage`
/// binding. Links opened in any stack of the tree before the restore wait for it, and open on
/// what it restored. A node whose saved data is bad keeps what can be read of it, and says why
/// in ``failures`` and in a warning; the other nodes restore.
@MainActor
public final class NavigationAutosave<Root: NavigationNode> {
    /// The navigation kept.
    public let root: Root
    /// The error of the last restore or save that failed, if any.
    public private(set) var lastError: RestorationError?
    /// What the restore did in each node that restored routes, by the node's path: the keys
    /// from the root to it, as they print (`[]` for the root).
    public private(set) var results: [[String]: RestorationResult] = [:]
    /// Why the restore left out each node it left out, in whole or in part, by the node's path.
    public private(set) var failures: [[String]: RestorationError] = [:]
    /// Whether the restore ran: it runs at the first ``start(restoringFrom:saving:)``.
    public private(set) var hasRestored = false

    private let registry: ScreenTypeRegistry?
    /// The root, for `deinit`: only touched on the main actor, in the task `deinit` starts.
    nonisolated(unsafe) private let rootToRelease: Root
    private var subscription: EventSubscription?

    /// Creates the autosave of a tree. Links opened in its stacks wait from now until the
    /// first ``start(restoringFrom:saving:)`` restores them (or until the autosave goes).
    ///
    /// ```swift
    /// let autosave = NavigationAutosave(stack, registry: registry)
    /// ```
    /// - Parameters:
    ///   - root: The navigation to keep.
    ///   - registry: The screen types of the tree's stacks of ``AnyScreen``; not needed when
    ///     every stack has `Codable` screens.
    public init(_ root: Root, registry: ScreenTypeRegistry? = nil) {
        self.root = root
        self.rootToRelease = root
        self.registry = registry
        root.beginRestorationWait()
    }

    deinit {
        // One that never restored lets the links that wait for it open.
        if !hasRestored {
            nonisolated(unsafe) let root = rootToRelease
            Task { @MainActor in root.endRestorationWait() }
        }
    }

    /// Restores the tree from `data` the first time it is called, then saves it now and after
    /// every change, until ``stop()``.
    ///
    /// ```swift
    /// autosave.start(restoringFrom: savedData) { savedData = $0 }
    /// ```
    /// - Parameters:
    ///   - data: What the last save wrote, or `nil` at the first launch.
    ///   - write: Stores what is saved.
    public func start(restoringFrom data: Data?, saving write: @escaping @MainActor (Data) -> Void)
    {
        if !hasRestored {
            hasRestored = true
            restore(from: data)
            root.endRestorationWait()
        }
        subscription?.cancel()
        save(to: write)
        subscription = root.observeNodeChanges { [weak self] _ in self?.save(to: write) }
    }

    /// Stops saving. A later ``start(restoringFrom:saving:)`` saves again, and doesn't restore.
    ///
    /// ```swift
    /// autosave.stop()
    /// ```
    public func stop() {
        subscription?.cancel()
        subscription = nil
    }

    private func restore(from data: Data?) {
        guard let data, !data.isEmpty else { return }
        let restore = TreeRestore(root: root)
        let decoder = JSONDecoder()
        decoder.userInfo[SavedNavigationTree.restoreKey] = restore
        decoder.userInfo[NodeCoding.registryKey] = registry
        do {
            _ = try decoder.decode(RestoredNavigationTree.self, from: data)
        } catch {
            restore.report.record(NodeCoding.restorationError(error), at: [])
        }
        results = restore.report.results
        failures = restore.report.failures
        lastError = failures.sorted { $0.key.count < $1.key.count }.first?.value
    }

    private func save(to write: @MainActor (Data) -> Void) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.userInfo[NodeCoding.registryKey] = registry
        do {
            write(try encoder.encode(SavedNavigationTree(root: root)))
        } catch {
            let error = NodeCoding.savingError(error)
            lastError = error
            StapelWarning.restorationFailed("the navigation state", error, restoring: false)
                .report(at: CallSite())
        }
    }
}
