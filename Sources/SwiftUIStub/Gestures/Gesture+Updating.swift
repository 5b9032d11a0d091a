#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Gesture {
        // SwiftUI, iOS 18.0 interface: `@inlinable @MainActor @preconcurrency public func
        // updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout
        // State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>`.
        /// Updates a gesture state at each change of the gesture; the state goes back to its
        /// initial value when the gesture ends or is cancelled.
        @MainActor @preconcurrency public func updating<State>(
            _ state: GestureState<State>,
            body: @escaping (Self.Value, inout State, inout Transaction) -> Void
        ) -> GestureStateGesture<Self, State> {
            GestureStateGesture(base: self, state: state, body: body)
        }
    }
#endif
