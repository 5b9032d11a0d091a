/// Why saved navigation state could not be restored or saved.
///
/// Restoring never loses the current state for nothing: when nothing usable comes out of the
/// saved state, the stack is left as it was and the method throws. When only a part is usable,
/// the method does not throw: the stack shows the longest valid run of routes from the bottom,
/// and ``RestorationResult/dropped`` lists the rest.
///
/// Text an error quotes (from the saved data, a type name, or a decoding error) is cut to its
/// first 200 characters (Unicode scalars), so that hostile saved data can't make an error, or a
/// log line, large. The same holds for the texts of ``DroppedRoute/Reason``.
///
/// ```swift
/// do {
///     let result = try stack.restore(from: savedData)
///     if !result.isComplete { logger.warning("dropped \(result.dropped)") }
/// } catch {
///     logger.error("nothing restored: \(error)")
/// }
/// ```
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a saved stack: not JSON, truncated, or of the wrong shape. The text says
    /// why. The stack is unchanged.
    case unreadable(String)
    /// The data was saved in a format this version does not read. The stack is unchanged.
    case unsupportedVersion(Int)
    /// The saved list has more routes than ``StackSnapshot/maximumRouteCount``. The stack is
    /// unchanged.
    case tooManyRoutes(limit: Int)
    /// A screen could not be encoded; the text says why.
    case encodingFailed(String)
    /// A screen's type is not registered in the ``ScreenTypeRegistry``, so the stack can't be
    /// saved. The text describes the type.
    case unregisteredType(String)
    /// No saved route could be restored, so the stack is unchanged.
    case nothingRestored(dropped: [DroppedRoute])

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .unreadable(let reason): "the saved state can't be read: \(reason)"
        case .unsupportedVersion(let version): "the saved state has unknown version \(version)"
        case .tooManyRoutes(let limit): "the saved state has more than \(limit) routes"
        case .encodingFailed(let reason): "a screen can't be encoded: \(reason)"
        case .unregisteredType(let type): "screen type \(type) is not registered"
        case .nothingRestored(let dropped):
            "nothing restored; \(DroppedRoute.summary(of: dropped))"
        }
    }
}
