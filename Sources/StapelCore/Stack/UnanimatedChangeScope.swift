/// Runs a change so that the UI draws it without animation.
///
/// The SwiftUI layer gives a stack one when it draws the stack: it runs the change inside
/// SwiftUI's `withTransaction` with animations disabled, so the update that the change causes,
/// and no other, carries that transaction. The stack runs ``Stack/withoutAnimation(_:)``
/// bodies and the steps of an unanimated plan through it (see
/// ``Stack/runUnanimatedChanges(in:)``).
///
/// ```swift
/// struct DisablingAnimations: UnanimatedChangeScope {
///     func perform<Result>(_ change: () throws -> Result) rethrows -> Result {
///         try withTransaction(\.disablesAnimations, true, change)
///     }
/// }
/// ```
@_spi(StapelUI)
@MainActor
public protocol UnanimatedChangeScope {
    /// Runs the change in the scope and returns what it returns.
    ///
    /// - Parameter change: The change.
    /// - Returns: What `change` returns.
    /// - Throws: What `change` throws.
    func perform<Result>(_ change: () throws -> Result) rethrows -> Result
}
