#if !canImport(SwiftUI)
    /// The zoom of a push, pop, presentation or dismissal whose screen has
    /// `navigationTransition(.zoom(sourceID:in:))`: the source it zooms from or back into, and
    /// whether a view marked with `matchedTransitionSource(id:in:)` was on screen for it.
    ///
    /// The source is looked up when the transition starts, on the way in and again on the way
    /// out, as UIKit asks for the source view each time. Without one on screen, the transition
    /// still runs: the host records it with `isSourceFound` false and leaves what the platform
    /// draws then unspecified (see the README).
    ///
    /// ```swift
    /// #expect(host.transitions.last?.zoom == HostZoom(sourceID: "photo-7", isSourceFound: true))
    /// ```
    public struct HostZoom: Sendable, Equatable, CustomStringConvertible {
        /// The source's identifier, as text.
        public let sourceID: String
        /// Whether a source with that identifier, in that namespace, was on screen.
        public let isSourceFound: Bool

        /// Creates a zoom's record.
        /// - Parameters:
        ///   - sourceID: The source's identifier, as text.
        ///   - isSourceFound: Whether the source was on screen.
        public init(sourceID: String, isSourceFound: Bool) {
            self.sourceID = sourceID
            self.isSourceFound = isSourceFound
        }

        /// A short description, such as `zoom from photo-7`.
        public var description: String {
            "zoom \(isSourceFound ? "from" : "without its source") \(sourceID)"
        }
    }
#endif
