public import Foundation

/// Restores a stack once from storage the app provides, such as `SceneStorage`, then saves it
/// there after every change.
///
/// The SwiftUI layer's `stapelAutosave(_:in:)` modifier drives one for a container; any other
/// code can use it with any storage.
///
/// Saved state from an older version of the app may not read back whole. The routes that do are
/// restored, and ``result`` says which were dropped and why; the problem is also reported as a
/// runtime warning. Data that is not a saved stack at all leaves the stack as it is, and
/// ``lastError`` says why.
///
/// From the moment it is made until it has restored, a deep link opened on the stack
/// (``Stack/open(_:using:context:)``) waits, and is opened right after the restore, on the
/// restored routes: an app need not hold back a link that arrives before its first screen
/// appears. An autosave released before it restored lets the waiting links open.
///
/// ```swift
/// let autosave = StackAutosave(stack: stack)
/// autosave.start(restoringFrom: UserDefaults.standard.data(forKey: "navigation")) { data in
///     UserDefaults.standard.set(data, forKey: "navigation")
/// }
/// ```
@MainActor
public final class StackAutosave<Screen> {
    /// The stack whose routes are kept.
    ///
    /// ```swift
    /// autosave.stack.depth
    /// ```
    public let stack: Stack<Screen>
    /// The last error met restoring or saving, or `nil` if there was none.
    ///
    /// ```swift
    /// if case .unreadable(let reason)? = autosave.lastError { print(reason) }
    /// ```
    public private(set) var lastError: RestorationError?
    /// What restoring did: the planned change that brings the saved routes on screen, and the
    /// saved routes that were dropped. `nil` until saved data has been restored, and when there
    /// was none or none of it could be restored.
    ///
    /// ```swift
    /// if let dropped = autosave.result?.dropped, !dropped.isEmpty { print(dropped) }
    /// await autosave.result?.change.outcome
    /// ```
    public private(set) var result: RestorationResult?
    /// Whether the routes have been restored (or there was nothing to restore).
    ///
    /// ```swift
    /// autosave.hasRestored
    /// ```
    public private(set) var hasRestored = false

    private let encode: @MainActor (Stack<Screen>) throws(RestorationError) -> Data
    private let decode:
        @MainActor (Stack<Screen>, Data) throws(RestorationError) -> RestorationResult
    private var subscription: EventSubscription?

    /// Creates an autosave with your own encoding.
    ///
    /// ```swift
    /// let autosave = StackAutosave(
    ///     stack: stack,
    ///     save: { stack throws(RestorationError) in try stack.snapshotData() },
    ///     restore: { stack, data throws(RestorationError) in try stack.restore(from: data) }
    /// )
    /// ```
    /// - Parameters:
    ///   - stack: The stack whose routes are kept.
    ///   - save: Encodes the stack's routes.
    ///   - restore: Restores routes from saved data.
    public init(
        stack: Stack<Screen>,
        save: @escaping @MainActor (Stack<Screen>) throws(RestorationError) -> Data,
        restore:
            @escaping @MainActor (Stack<Screen>, Data) throws(RestorationError)
            -> RestorationResult
    ) {
        self.stack = stack
        self.encode = save
        self.decode = restore
        stack.expectRestoration()
    }

    deinit {
        // One that never restored lets the links that wait for it open.
        if !hasRestored {
            let stack = stack
            Task { @MainActor in stack.restorationEnded() }
        }
    }

    /// Restores the routes from saved data the first time it is called, then saves the routes
    /// now and after every change, until ``stop()``.
    ///
    /// Later calls don't restore again: the stack already shows what the user has done since.
    /// Empty or missing data restores nothing. Links that waited for the restore are opened
    /// right after it, before the first save.
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
            stack.restorationEnded()
        }
        subscription?.cancel()
        save(to: write)
        subscription = stack.onEvent { [weak self] event in
            guard event.changesRoutes else { return }
            self?.save(to: write)
        }
    }

    /// Stops saving.
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
        do {
            let result = try decode(stack, data)
            self.result = result
            if !result.isComplete {
                StapelWarning.partlyRestored("the navigation state", result).report(at: CallSite())
            }
        } catch {
            lastError = error
            StapelWarning.restorationFailed("the navigation state", error, restoring: true)
                .report(at: CallSite())
        }
    }

    private func save(to write: @MainActor (Data) -> Void) {
        do {
            write(try encode(stack))
        } catch {
            lastError = error
            StapelWarning.restorationFailed("the navigation state", error, restoring: false)
                .report(at: CallSite())
        }
    }
}

extension StackAutosave where Screen: Codable {
    /// Creates an autosave that saves the routes as JSON.
    ///
    /// ```swift
    /// let autosave = StackAutosave(stack: stack)
    /// ```
    /// - Parameter stack: The stack whose routes are kept.
    public convenience init(stack: Stack<Screen>) {
        self.init(
            stack: stack,
            save: { stack throws(RestorationError) in try stack.snapshotData() },
            restore: { stack, data throws(RestorationError) in try stack.restore(from: data) }
        )
    }
}

extension StackAutosave where Screen == AnyScreen {
    /// Creates an autosave for a heterogeneous stack, naming each screen's type by its registered
    /// name.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// var registry = ScreenTypeRegistry()
    /// registry.register(Recipe.self, as: "recipe")
    /// let autosave = StackAutosave(stack: stack, registry: registry)
    /// ```
    /// - Parameters:
    ///   - stack: The stack whose routes are kept.
    ///   - registry: The screen types, by name.
    public convenience init(stack: Stack<AnyScreen>, registry: ScreenTypeRegistry) {
        self.init(
            stack: stack,
            save: { stack throws(RestorationError) in try stack.snapshotData(using: registry) },
            restore: { stack, data throws(RestorationError) in
                try stack.restore(from: data, using: registry)
            }
        )
    }
}
