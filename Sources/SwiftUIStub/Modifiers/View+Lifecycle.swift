#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `onAppear(perform:)`.
        /// Runs an action when the view comes on screen.
        nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
            modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
        }

        // SwiftUICore, iOS 18.0 interface: `onDisappear(perform:)`.
        /// Runs an action when the view leaves the screen.
        nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
            modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
        }

        // SwiftUICore, iOS 18.0 interface: `onChange(of:initial:_:)`, two-value action.
        /// Runs an action when a value changes, with the old and the new value.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func onChange<V>(
            of value: V, initial: Bool = false,
            _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
        ) -> some View where V: Equatable {
            modifier(ChangeModifier(value: value, initial: initial, action: action))
        }

        // SwiftUICore, iOS 18.0 interface: `onChange(of:initial:_:)`, action without values.
        /// Runs an action when a value changes.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func onChange<V>(
            of value: V, initial: Bool = false, _ action: @escaping () -> Void
        ) -> some View where V: Equatable {
            modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
        }

        // SwiftUI, iOS 18.0 interface: `task(priority:_:)`.
        /// Runs an asynchronous action while the view is on screen.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated public func task(
            priority: TaskPriority = .userInitiated,
            @_inheritActorContext _ action: @escaping @Sendable () async -> Void
        ) -> some View {
            modifier(TaskModifier(id: nil, priority: priority, action: action))
        }

        // SwiftUI, iOS 18.0 interface: `task(id:priority:_:)`.
        /// Runs an asynchronous action while the view is on screen, restarted when a value
        /// changes.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated public func task<T>(
            id value: T, priority: TaskPriority = .userInitiated,
            @_inheritActorContext _ action: @escaping @Sendable () async -> Void
        ) -> some View where T: Equatable {
            modifier(
                TaskModifier(
                    id: TaskIdentity(value), priority: priority, action: action))
        }
    }
#endif
