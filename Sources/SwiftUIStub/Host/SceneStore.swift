#if !canImport(SwiftUI)
    import Foundation

    /// The values a scene saves with `@SceneStorage`, by key: what iOS keeps when the app goes
    /// to the background and hands back when it is launched again.
    ///
    /// Every ``ViewHost`` keeps one. Start a second host with the first one's store to test a
    /// relaunch that restores the saved state:
    ///
    /// ```swift
    /// let first = ViewHost(AppRoot())
    /// try first.tap("Open note 7")
    /// await first.settle()
    /// let relaunched = ViewHost(AppRoot(), sceneStore: first.sceneStore)
    /// ```
    public final class SceneStore: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: Any] = [:]
        @MainActor private var readers: [String: [WeakReference]] = [:]
        /// The window group of the window that keeps these values, in an ``AppHost``, so that a
        /// relaunch reopens the window in its group.
        @MainActor var windowGroupID: String?

        /// Creates an empty store: a first launch.
        public init() {}

        /// The keys that hold a value, sorted.
        public var keys: [String] { lock.withLock { values.keys.sorted() } }

        /// The data saved under a key, if the value there is data.
        public func data(forKey key: String) -> Data? {
            value(forKey: key) as? Data
        }

        /// The string saved under a key, if the value there is a string.
        public func string(forKey key: String) -> String? {
            value(forKey: key) as? String
        }

        /// Puts data under a key, as a scene's earlier session left it: a test's saved state,
        /// read by the next host made with this store.
        @MainActor
        public func setData(_ data: Data, forKey key: String) {
            set(data, forKey: key, transaction: nil)
        }

        /// The value saved under a key.
        func value(forKey key: String) -> Any? {
            lock.withLock { values[key] }
        }

        /// Notes that a node reads a key, so that a write updates it.
        @MainActor
        func addReader(_ node: ViewNode, of key: String) {
            readers[key, default: []].removeAll { $0.object == nil }
            readers[key, default: []].append(WeakReference(node))
        }

        /// Stores a value and updates the views that read its key.
        @MainActor
        func set(_ value: Any, forKey key: String, transaction: Transaction?) {
            lock.withLock { values[key] = value }
            for reader in readers[key] ?? [] {
                (reader.object as? ViewNode)?.invalidate(transaction: transaction)
            }
        }
    }
#endif
