public import Foundation

extension PushContext {
    /// The deep link a push comes from, or `nil` for any other push.
    ///
    /// ``Stack/open(_:using:context:)`` sets it on every request it makes, so that an evaluator
    /// can tell a deep link from a tap.
    ///
    /// ```swift
    /// let evaluator = PushEvaluator<Screen> { request in
    ///     request.context.deepLinkURL == nil ? .push : .offer
    /// }
    /// ```
    public var deepLinkURL: URL? {
        get { self[DeepLinkURLKey.self] }
        set { self[DeepLinkURLKey.self] = newValue }
    }
}

/// The key behind ``PushContext/deepLinkURL``.
private enum DeepLinkURLKey: PushContextKey {
    static let defaultValue: URL? = nil
}
