#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public func withTransaction<Result>(_ transaction:
    // SwiftUICore.Transaction, _ body: () throws -> Result) rethrows -> Result`.
    /// Runs a closure whose state changes happen in the given transaction.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func withTransaction<Result>(
        _ transaction: Transaction, _ body: () throws -> Result
    ) rethrows -> Result {
        try HostTransactionContext.with(transaction, body)
    }

    // SwiftUICore, iOS 18.0 interface: the key-path form of `withTransaction`.
    /// Runs a closure whose state changes happen in a transaction with one value set.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func withTransaction<R, V>(
        _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
    ) rethrows -> R {
        var transaction = HostTransactionContext.current ?? Transaction()
        transaction[keyPath: keyPath] = value
        return try HostTransactionContext.with(transaction, body)
    }

    // SwiftUICore, iOS 18.0 interface: `public func withAnimation<Result>(_ animation:
    // SwiftUICore.Animation? = .default, _ body: () throws -> Result) rethrows -> Result`.
    /// Runs a closure whose state changes animate.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func withAnimation<Result>(
        _ animation: Animation? = .default, _ body: () throws -> Result
    ) rethrows -> Result {
        var transaction = HostTransactionContext.current ?? Transaction()
        transaction.animation = animation
        return try HostTransactionContext.with(transaction, body)
    }

    // SwiftUI, iOS 18.0 interface: `public func withAnimation<Result>(_ animation:
    // SwiftUICore.Animation? = .default, completionCriteria:
    // SwiftUICore.AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result,
    // completion: @escaping () -> Swift.Void) rethrows -> Result`.
    /// Runs a closure whose state changes animate, and another when the animations end.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func withAnimation<Result>(
        _ animation: Animation? = .default,
        completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
        _ body: () throws -> Result, completion: @escaping () -> Void
    ) rethrows -> Result {
        var transaction = HostTransactionContext.current ?? Transaction()
        transaction.animation = animation
        transaction.addAnimationCompletion(criteria: completionCriteria, completion)
        return try HostTransactionContext.with(transaction, body)
    }
#endif
