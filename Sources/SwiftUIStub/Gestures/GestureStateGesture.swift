#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@frozen @MainActor @preconcurrency public struct
    // GestureStateGesture<Base, State> : SwiftUICore.Gesture where Base : SwiftUICore.Gesture`,
    // with `typealias Value = Base.Value`, main-actor `var base`, `var state:
    // GestureState<State>`, `var body: (Value, inout State, inout Transaction) -> Void`,
    // `init(base:state:body:)`, `typealias Body = Never`, and `@available(*, unavailable)
    // extension GestureStateGesture : Swift.Sendable`. The interface's members are main-actor
    // stored properties set from a main-actor init, as here. The stub conforms through
    // `_StubPrimitiveGesture`, a `Gesture`, for the `body: Never` the interface does not print.
    /// A gesture that updates a gesture state as it changes: what `updating(_:body:)` makes.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency
    public struct GestureStateGesture<Base, State>:
        _StubPrimitiveGesture
    where Base: Gesture {
        /// The value of the gesture it wraps.
        public typealias Value = Base.Value

        /// The gesture whose values update the state.
        @MainActor @preconcurrency public var base: Base
        /// The state the gesture updates.
        @MainActor @preconcurrency public var state: GestureState<State>
        /// What runs at each change: it may change the state and the transaction it is written
        /// in.
        @MainActor @preconcurrency public var body:
            (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

        /// Creates a gesture that updates a gesture state.
        @MainActor @preconcurrency public init(
            base: Base, state: GestureState<State>,
            body:
                @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction)
                -> Void
        ) {
            self.base = base
            self.state = state
            self.body = body
        }

        /// A gesture the system recognizes itself.
        public typealias Body = Never
    }

    @available(*, unavailable)
    extension GestureStateGesture: Sendable {}
#endif
