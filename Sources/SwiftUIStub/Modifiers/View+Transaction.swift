#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `transaction(_:)`.
        /// Changes the transaction of every update of the view and everything in it.
        nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void)
            -> some View
        {
            modifier(TransactionModifier(transform: transform, value: nil))
        }

        // SwiftUICore, iOS 18.0 interface: `transaction(value:_:)`.
        /// Changes the transaction of the update in which a value changes.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func transaction(
            value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
        ) -> some View {
            modifier(TransactionModifier(transform: transform, value: TaskIdentity(value)))
        }

        // SwiftUICore, iOS 18.0 interface: `animation(_:value:)`.
        /// Animates the update in which a value changes.
        nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
        where V: Equatable {
            modifier(
                TransactionModifier(
                    transform: { transaction in
                        if !transaction.disablesAnimations { transaction.animation = animation }
                    }, value: TaskIdentity(value)))
        }

        // SwiftUICore, iOS 18.0 interface: `id(_:)`.
        /// Gives the view an explicit identity: a new identity is a new view, with new state.
        nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
            modifier(IdentityModifier(id: AnyHashable(id)))
        }
    }
#endif
