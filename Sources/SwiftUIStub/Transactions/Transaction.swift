#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Transaction`, with
    // `@available(*, unavailable) extension Transaction : Swift.Sendable`.
    /// The context of a state change: its animation, and whether animations are off.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Transaction {
        @usableFromInline var values: [ObjectIdentifier: Any] = [:]
        @usableFromInline var completions: [AnimationCompletion] = []

        /// Creates an empty transaction.
        public init() {}

        /// Creates a transaction with an animation.
        public init(animation: Animation?) {
            self.animation = animation
        }

        // SwiftUICore, iOS 18.0 interface: `public subscript<K>(key: K.Type) -> K.Value where K
        // : TransactionKey { get set }`, iOS 17; `init(animation:)`, `animation`,
        // `disablesAnimations` and `isContinuous` in iOS 13 extensions.
        /// Reads or writes a custom value of the transaction.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public subscript<K>(key: K.Type) -> K.Value where K: TransactionKey {
            get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
            set { values[ObjectIdentifier(key)] = newValue }
        }

        /// The animation of the change, if any.
        public var animation: Animation? {
            get { values[ObjectIdentifier(AnimationKey.self)] as? Animation }
            set { values[ObjectIdentifier(AnimationKey.self)] = newValue }
        }

        /// Whether views should not animate the change.
        public var disablesAnimations: Bool {
            get { values[ObjectIdentifier(DisablesAnimationsKey.self)] as? Bool ?? false }
            set { values[ObjectIdentifier(DisablesAnimationsKey.self)] = newValue }
        }

        /// Whether the change is part of a continuous interaction, such as a drag.
        public var isContinuous: Bool {
            get { values[ObjectIdentifier(IsContinuousKey.self)] as? Bool ?? false }
            set { values[ObjectIdentifier(IsContinuousKey.self)] = newValue }
        }

        // SwiftUI (not SwiftUICore), iOS 18.0 interface: `extension Transaction { public
        // mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria =
        // .logicallyComplete, _ completion: @escaping () -> Swift.Void) }`, iOS 17.
        /// Adds a closure to run when the animations of the transaction are complete.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public mutating func addAnimationCompletion(
            criteria: AnimationCompletionCriteria = .logicallyComplete,
            _ completion: @escaping () -> Void
        ) {
            completions.append(AnimationCompletion(criteria: criteria, run: completion))
        }

        /// Whether nothing is set.
        var isEmpty: Bool { values.isEmpty && completions.isEmpty }

        /// The completions added to the transaction.
        var animationCompletions: [AnimationCompletion] { completions }

        private enum AnimationKey {}
        private enum DisablesAnimationsKey {}
        private enum IsContinuousKey {}
    }

    @available(*, unavailable)
    extension Transaction: Sendable {}
#endif
