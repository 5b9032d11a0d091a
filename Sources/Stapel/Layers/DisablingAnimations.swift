@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Runs a stack's unanimated changes in a SwiftUI transaction with animations disabled: the
/// update a change causes carries it, wherever the change is drawn, and later updates keep
/// their own transactions.
struct DisablingAnimations: UnanimatedChangeScope {
    func perform<Result>(_ change: () throws -> Result) rethrows -> Result {
        try withTransaction(\.disablesAnimations, true, change)
    }
}
