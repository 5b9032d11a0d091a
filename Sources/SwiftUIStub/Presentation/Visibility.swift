#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@frozen public enum Visibility : Swift.Hashable,
    // Swift.CaseIterable` (iOS 15.0) with `automatic`, `visible` and `hidden`, and `Sendable` in
    // a separate conformance.
    /// Whether a piece of the interface shows: as the system chooses, always, or never.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @frozen public enum Visibility: Hashable, CaseIterable, Sendable {
        /// As the system chooses for the context.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }
#endif
