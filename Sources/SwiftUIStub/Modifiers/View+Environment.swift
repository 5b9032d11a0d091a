#if !canImport(SwiftUI)
    import Observation

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `environment(_:_:)`.
        /// Sets an environment value for the view and everything in it.
        nonisolated public func environment<V>(
            _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
        ) -> some View {
            modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
        }

        // SwiftUICore, iOS 18.0 interface: `transformEnvironment(_:transform:)`.
        /// Changes an environment value for the view and everything in it.
        nonisolated public func transformEnvironment<V>(
            _ keyPath: WritableKeyPath<EnvironmentValues, V>,
            transform: @escaping (inout V) -> Void
        ) -> some View {
            modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
        }

        // SwiftUICore, iOS 18.0 interface: `environment(_:)` for an observable object.
        /// Places an observable object in the environment of the view and everything in it.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func environment<T>(_ object: T?) -> some View
        where T: AnyObject, T: Observable {
            let object = UncheckedSendable(object)
            return modifier(EnvironmentWritingModifier { $0[T.self] = object.value })
        }

        // SwiftUICore, iOS 18.0 interface: `disabled(_:)`.
        /// Turns the controls in the view off.
        nonisolated public func disabled(_ disabled: Bool) -> some View {
            modifier(
                EnvironmentWritingModifier { environment in
                    environment.isEnabled = environment.isEnabled && !disabled
                })
        }
    }
#endif
