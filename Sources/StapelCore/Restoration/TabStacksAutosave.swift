public import Foundation
import IssueReporting

/// Restores the stacks of a ``TabStacks`` and the selected tab once from storage the app
/// provides, such as `SceneStorage`, then saves them there after every change: per-tab
/// restoration.
///
/// Each tab's stack is saved as a ``StackAutosave`` saves one stack, and all of them, with the
/// selected tab, in one piece of data. Restoring brings back every saved tab's routes (through
/// ``Stack/restore(from:animated:)-(Data,_)``, so a tab whose saved state reads back only in part keeps
/// what does, and ``results`` says what was dropped) and selects the saved tab, unless code
/// selected a tab before the restore (a link did): that selection stays.
///
/// From the moment it is made until it has restored, a deep link opened on any of the tabs'
/// stacks waits, and is opened right after the restore, on the restored routes: an app can open
/// a link the moment it arrives.
///
/// ```swift
/// let tabs = TabStacks<AppTab, Screen>(selection: .inbox)
/// let autosave = TabStacksAutosave(tabs: tabs)
/// tabs.select(.inbox)
/// try tabs.stack(for: .inbox).open(url, using: table)  // waits for the restore
/// autosave.start(restoringFrom: savedData) { savedData = $0 }  // restores, then opens it
/// ```
///
/// Keep one autosave per `TabStacks` and per scene. The SwiftUI layer's
/// `stapelAutosave(_:in:)` modifier drives it from the tab view.
@MainActor
public final class TabStacksAutosave<Tab: Hashable & Codable, Screen> {
    /// The tabs whose stacks and selection are kept.
    ///
    /// ```swift
    /// let autosave = TabStacksAutosave(tabs: tabs)
    /// autosave.tabs.selection
    /// ```
    public let tabs: TabStacks<Tab, Screen>
    /// The last error met restoring or saving, or `nil` if there was none.
    ///
    /// ```swift
    /// if case .unreadable(let reason)? = autosave.lastError { print(reason) }
    /// ```
    public private(set) var lastError: RestorationError?
    /// What restoring did for each tab whose saved stack was restored: the planned change and
    /// the saved routes that were dropped.
    ///
    /// ```swift
    /// let autosave = TabStacksAutosave(tabs: tabs)
    /// let dropped = autosave.results.values.flatMap(\.dropped)
    /// ```
    public private(set) var results: [Tab: RestorationResult] = [:]
    /// Whether the tabs have been restored (or there was nothing to restore).
    ///
    /// ```swift
    /// autosave.hasRestored
    /// ```
    public private(set) var hasRestored = false

    private let encode: @MainActor (Stack<Screen>) throws(RestorationError) -> Data
    private let decode:
        @MainActor (Stack<Screen>, Data) throws(RestorationError) -> RestorationResult
    /// The stacks whose links wait for the restore.
    private var waitingStacks: [Stack<Screen>] = []
    /// Whether code selected a tab before the restore.
    private var selectedBeforeRestoring = false
    private var subscriptions: [Tab: EventSubscription] = [:]
    private var write: (@MainActor (Data) -> Void)?

    /// Creates an autosave of the tabs with your own encoding of a stack.
    ///
    /// ```swift
    /// let autosave = TabStacksAutosave(
    ///     tabs: tabs,
    ///     save: { stack throws(RestorationError) in try stack.snapshotData() },
    ///     restore: { stack, data throws(RestorationError) in try stack.restore(from: data) }
    /// )
    /// ```
    /// - Parameters:
    ///   - tabs: The tabs whose stacks and selection are kept.
    ///   - save: Encodes a stack's routes.
    ///   - restore: Restores a stack's routes from saved data.
    public init(
        tabs: TabStacks<Tab, Screen>,
        save: @escaping @MainActor (Stack<Screen>) throws(RestorationError) -> Data,
        restore:
            @escaping @MainActor (Stack<Screen>, Data) throws(RestorationError)
            -> RestorationResult
    ) {
        self.tabs = tabs
        self.encode = save
        self.decode = restore
        tabs.autosave = self
        for stack in tabs.stacks.values { wait(for: stack) }
    }

    deinit {
        // One that never restored lets the links that wait for it open.
        if !hasRestored {
            let stacks = waitingStacks
            Task { @MainActor in
                for stack in stacks { stack.restorationEnded() }
            }
        }
    }

    /// Restores the tabs from saved data the first time it is called, then saves them now and
    /// after every change, until ``stop()``.
    ///
    /// Later calls don't restore again. Empty or missing data restores nothing. Links that
    /// waited for the restore are opened right after it, before the first save.
    ///
    /// ```swift
    /// autosave.start(restoringFrom: savedData) { savedData = $0 }
    /// ```
    /// - Parameters:
    ///   - data: The saved data, or `nil` if there is none.
    ///   - write: Stores newly saved data.
    public func start(restoringFrom data: Data?, saving write: @escaping @MainActor (Data) -> Void)
    {
        if !hasRestored {
            hasRestored = true
            restore(from: data)
            let stacks = waitingStacks
            waitingStacks = []
            for stack in stacks { stack.restorationEnded() }
        }
        self.write = write
        for (tab, stack) in tabs.stacks { observe(stack, of: tab) }
        save()
    }

    /// Stops saving.
    ///
    /// ```swift
    /// autosave.stop()
    /// ```
    public func stop() {
        write = nil
        for subscription in subscriptions.values { subscription.cancel() }
        subscriptions = [:]
    }

    private func wait(for stack: Stack<Screen>) {
        stack.expectRestoration()
        waitingStacks.append(stack)
    }

    private func observe(_ stack: Stack<Screen>, of tab: Tab) {
        guard subscriptions[tab] == nil else { return }
        subscriptions[tab] = stack.onEvent { [weak self] event in
            guard event.changesRoutes else { return }
            self?.save()
        }
    }

    private func restore(from data: Data?) {
        guard let data, !data.isEmpty else { return }
        let snapshot: TabStacksSnapshot<Tab>
        do {
            snapshot = try JSONDecoder().decode(TabStacksSnapshot<Tab>.self, from: data)
        } catch {
            fail(.unreadable(String(describing: error)), restoring: true)
            return
        }
        guard snapshot.version == 1 else {
            fail(.unsupportedVersion(snapshot.version), restoring: true)
            return
        }
        for entry in snapshot.stacks {
            do {
                let result = try decode(tabs.stack(for: entry.tab), entry.stack)
                results[entry.tab] = result
                if !result.isComplete {
                    StapelWarning.partlyRestored(
                        "the navigation state of tab \(entry.tab)", result
                    ).report(at: CallSite())
                }
            } catch {
                fail(error, restoring: true, tab: entry.tab)
            }
        }
        if !selectedBeforeRestoring { tabs.select(snapshot.selection) }
    }

    private func save() {
        guard let write else { return }
        do {
            var entries: [TabStacksSnapshot<Tab>.Entry] = []
            for (tab, stack) in tabs.stacks {
                entries.append(TabStacksSnapshot.Entry(tab: tab, stack: try encode(stack)))
            }
            let snapshot = TabStacksSnapshot(selection: tabs.selection, stacks: entries)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            write(try encoder.encode(snapshot))
        } catch let error as RestorationError {
            fail(error, restoring: false)
        } catch {
            fail(.encodingFailed(String(describing: error)), restoring: false)
        }
    }

    private func fail(_ error: RestorationError, restoring: Bool, tab: Tab? = nil) {
        lastError = error
        let what = tab.map { "the navigation state of tab \($0)" } ?? "the navigation state"
        StapelWarning.restorationFailed(what, error, restoring: restoring).report(at: CallSite())
    }
}

extension TabStacksAutosave: TabStacksObserver {
    func tabs(madeStack stack: Stack<Screen>, for tab: Tab) {
        if !hasRestored { wait(for: stack) }
        if write != nil {
            observe(stack, of: tab)
            save()
        }
    }

    func tabsSelected(_ tab: Tab, changed: Bool) {
        if !hasRestored { selectedBeforeRestoring = true }
        if changed { save() }
    }
}

extension TabStacksAutosave where Screen: Codable {
    /// Creates an autosave of the tabs that saves each stack's routes as JSON.
    ///
    /// ```swift
    /// let autosave = TabStacksAutosave(tabs: tabs)
    /// ```
    /// - Parameter tabs: The tabs whose stacks and selection are kept.
    public convenience init(tabs: TabStacks<Tab, Screen>) {
        self.init(
            tabs: tabs,
            save: { stack throws(RestorationError) in try stack.snapshotData() },
            restore: { stack, data throws(RestorationError) in try stack.restore(from: data) }
        )
    }
}

extension TabStacksAutosave where Screen == AnyScreen {
    /// Creates an autosave of tabs with heterogeneous stacks, naming each screen's type by its
    /// registered name.
    ///
    /// ```swift
    /// let tabs = TabStacks<AppTab, AnyScreen>(selection: .inbox)
    /// var registry = ScreenTypeRegistry()
    /// registry.register(Recipe.self, as: "recipe")
    /// let autosave = TabStacksAutosave(tabs: tabs, registry: registry)
    /// ```
    /// - Parameters:
    ///   - tabs: The tabs whose stacks and selection are kept.
    ///   - registry: The screen types, by name.
    public convenience init(tabs: TabStacks<Tab, AnyScreen>, registry: ScreenTypeRegistry) {
        self.init(
            tabs: tabs,
            save: { stack throws(RestorationError) in try stack.snapshotData(using: registry) },
            restore: { stack, data throws(RestorationError) in
                try stack.restore(from: data, using: registry)
            }
        )
    }
}
