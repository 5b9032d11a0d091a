public import Foundation

/// Keeps a split view in storage: it restores the split view once, then saves it after every
/// change of a selection, of the column visibility or of the detail column's routes.
///
/// In SwiftUI, `stapelAutosave(_:in:)` runs it with `SceneStorage`. A link opened on the
/// detail column before the restore waits, and opens right after it, as with a
/// ``StackAutosave``.
///
/// ```swift
/// let autosave = SplitAutosave(split: mail)
/// autosave.start(restoringFrom: savedData) { savedData = $0 }
/// ```
@MainActor
public final class SplitAutosave<Sidebar: Hashable, Content: Hashable, Screen> {
    /// The split view kept in storage.
    public let split: SplitNavigation<Sidebar, Content, Screen>
    /// The last restoring or saving problem, if any.
    public private(set) var lastError: RestorationError?
    /// What the restore kept and dropped, once it ran with data.
    public private(set) var result: RestorationResult?
    /// Whether the restore has run.
    public private(set) var hasRestored = false

    private let encode: @MainActor () throws(RestorationError) -> Data
    private let decode: @MainActor (Data) throws(RestorationError) -> RestorationResult
    private var subscriptions: [EventSubscription] = []

    /// Creates the autosave of a split view whose selections and screens are `Codable`.
    ///
    /// ```swift
    /// @State private var autosave = SplitAutosave(split: AppModel.shared.mail)
    /// ```
    /// - Parameter split: The split view to keep in storage.
    public init(split: SplitNavigation<Sidebar, Content, Screen>)
    where Sidebar: Codable, Content: Codable, Screen: Codable {
        self.split = split
        encode = { () throws(RestorationError) in try split.snapshotData() }
        decode = { data throws(RestorationError) in try split.restore(from: data) }
        split.detail.expectRestoration()
    }

    deinit {
        // One that never restored lets the links that wait for it open.
        if !hasRestored {
            let stack = split.detail
            Task { @MainActor in stack.restorationEnded() }
        }
    }

    /// Restores the split view from `data` the first time it is called, then saves it with
    /// `write` now and after every change, until ``stop()``.
    ///
    /// ```swift
    /// autosave.start(restoringFrom: savedData) { savedData = $0 }
    /// ```
    /// - Parameters:
    ///   - data: What was saved, or `nil` for a first launch.
    ///   - write: Stores the saved data.
    public func start(restoringFrom data: Data?, saving write: @escaping @MainActor (Data) -> Void)
    {
        if !hasRestored {
            hasRestored = true
            restore(from: data)
            split.detail.restorationEnded()
        }
        stop()
        save(to: write)
        subscriptions = [
            split.onEvent { [weak self] event in
                if case .userWentBack = event { return }  // its selection events save
                self?.save(to: write)
            },
            split.detail.onEvent { [weak self] event in
                guard event.changesRoutes else { return }
                self?.save(to: write)
            },
        ]
    }

    /// Stops saving.
    ///
    /// ```swift
    /// autosave.stop()
    /// ```
    public func stop() {
        for subscription in subscriptions { subscription.cancel() }
        subscriptions = []
    }

    private func restore(from data: Data?) {
        guard let data, !data.isEmpty else { return }
        do {
            let result = try decode(data)
            self.result = result
            if !result.isComplete {
                StapelWarning.partlyRestored("the split view", result).report(at: CallSite())
            }
        } catch {
            lastError = error
            StapelWarning.restorationFailed("the split view", error, restoring: true)
                .report(at: CallSite())
        }
    }

    private func save(to write: @MainActor (Data) -> Void) {
        do {
            write(try encode())
        } catch {
            lastError = error
            StapelWarning.restorationFailed("the split view", error, restoring: false)
                .report(at: CallSite())
        }
    }
}
