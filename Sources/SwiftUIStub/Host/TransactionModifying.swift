#if !canImport(SwiftUI)
    /// A modifier that changes the transaction of the updates below it.
    @MainActor
    protocol TransactionModifying {
        /// Changes the transaction of a descendant that updates on its own.
        func modifyForDescendant(_ transaction: inout Transaction)
    }
#endif
