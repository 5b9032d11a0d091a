public import Foundation

/// The push context key that carries the deep link a push comes from.
///
/// ``Stack/open(_:using:context:)`` sets it on every request it makes, so an evaluator can tell
/// a deep link from a tap. Read it through ``PushContext/deepLinkURL``.
///
/// ```swift
/// let evaluator = PushEvaluator<Screen> { request in
///     request.context.deepLinkURL == nil ? .push : .offer
/// }
/// ```
public enum DeepLinkURLKey: PushContextKey {
    /// No deep link: `nil`.
    public static let defaultValue: URL? = nil
}
