#if !canImport(SwiftUI)
    // https://developer.apple.com/documentation/swiftui/transaction
    /// The context of the current state-processing update.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Transaction {
        // https://developer.apple.com/documentation/swiftui/transaction/init()
        /// Creates a transaction.
        public init() {}

        // https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
        /// A Boolean value that indicates whether views should disable animations.
        public var disablesAnimations: Bool = false
    }
#endif
