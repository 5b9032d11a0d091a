import Dispatch
import Foundation

/// Whether the caller runs on the main actor, without `MainActor.assumeIsolated`'s trap: on the
/// main thread, or in a job of the main queue, which serves the main actor where the main
/// thread does not drain it (Swift Testing on Linux).
///
/// A `deinit` runs wherever the last reference goes, Swift offers no check that does not trap,
/// and iOS 17's floor rules out an isolated `deinit`.
nonisolated func isRunningOnMainActor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.shared.key) == true
}

/// The marker set on the main queue once, that ``isRunningOnMainActor()`` looks for.
///
/// Unchecked `Sendable`: the key is a constant, set on the main queue before anyone reads it,
/// whether or not a platform's `DispatchSpecificKey` says it is `Sendable`.
private struct MainQueueMarker: @unchecked Sendable {
    static let shared = MainQueueMarker()

    let key = DispatchSpecificKey<Bool>()

    private init() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }
}
