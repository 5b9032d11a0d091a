#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@propertyWrapper @frozen public struct GestureState<Value> :
    // SwiftUICore.DynamicProperty`, no isolation, with `init(wrappedValue:)`,
    // `init(initialValue:)`, `init(wrappedValue:resetTransaction:)`,
    // `init(initialValue:resetTransaction:)`, `init(wrappedValue:reset:)`,
    // `init(initialValue:reset:)` (`reset: @escaping (Value, inout Transaction) -> Void`),
    // `wrappedValue { get }`, `projectedValue: GestureState<Value>`, and `extension GestureState
    // : Swift.Sendable where Value : Swift.Sendable`. The stored `state` and `reset` are the
    // interface's own (`fileprivate` there).
    /// A property wrapper for a value that a gesture updates while it is under way, and that
    /// goes back to its initial value when the gesture ends, whether the finger lifted or the
    /// system cancelled the gesture.
    ///
    /// In the host a drag's `updating(_:body:)` writes the value at each move; `HostDrag.end`
    /// and `HostDrag.cancel` reset it, in the reset transaction.
    ///
    /// ```swift
    /// @GestureState private var isDragging = false
    /// var drag: some Gesture {
    ///     DragGesture().updating($isDragging) { _, isDragging, _ in isDragging = true }
    /// }
    /// ```
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
        var state: State<Value>
        let reset: (Binding<Value>) -> Void

        /// Creates a gesture state that resets without an animation.
        public init(wrappedValue: Value) {
            self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
        }

        /// Creates a gesture state that resets without an animation.
        public init(initialValue: Value) {
            self.init(wrappedValue: initialValue, resetTransaction: Transaction())
        }

        /// Creates a gesture state that resets in the transaction given.
        public init(wrappedValue: Value, resetTransaction: Transaction) {
            state = State(wrappedValue: wrappedValue)
            reset = { $0.transaction(resetTransaction).wrappedValue = wrappedValue }
        }

        /// Creates a gesture state that resets in the transaction given.
        public init(initialValue: Value, resetTransaction: Transaction) {
            self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
        }

        /// Creates a gesture state whose reset can set up its transaction from the value it
        /// had when the gesture ended.
        public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            state = State(wrappedValue: wrappedValue)
            self.reset = { binding in
                var transaction = Transaction()
                reset(binding.wrappedValue, &transaction)
                binding.transaction(transaction).wrappedValue = wrappedValue
            }
        }

        /// Creates a gesture state whose reset can set up its transaction from the value it
        /// had when the gesture ended.
        public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            self.init(wrappedValue: initialValue, reset: reset)
        }

        /// The value: the initial one unless a gesture is under way.
        public var wrappedValue: Value { state.wrappedValue }

        /// The gesture state itself, for `updating(_:body:)`.
        public var projectedValue: GestureState<Value> { self }

        /// Writes the value a gesture's `updating` body left, in its transaction.
        func update(to value: Value, in transaction: Transaction) {
            state.projectedValue.transaction(transaction).wrappedValue = value
        }

        /// Puts the initial value back, as the end of a gesture does.
        func resetToInitialValue() {
            reset(state.projectedValue)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.GestureState where Value :
    // Swift.ExpressibleByNilLiteral`, with `init(resetTransaction: Transaction = Transaction())`
    // and `init(reset: @escaping (Value, inout Transaction) -> Void)`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension GestureState where Value: ExpressibleByNilLiteral {
        /// Creates a gesture state that starts, and resets to, `nil`.
        public init(resetTransaction: Transaction = Transaction()) {
            self.init(wrappedValue: nil, resetTransaction: resetTransaction)
        }

        /// Creates a gesture state that starts, and resets to, `nil`, with a reset that sets up
        /// its transaction.
        public init(reset: @escaping (Value, inout Transaction) -> Void) {
            self.init(wrappedValue: nil, reset: reset)
        }
    }

    // The stub's reset closure is not Sendable, hence `@unchecked`; the conformance is the
    // interface's.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension GestureState: @unchecked Sendable where Value: Sendable {}

    extension GestureState: HostDynamicProperty {
        /// Connects the wrapped state to the node, at the gesture state's own slot.
        @MainActor
        static func hostInstall(at address: UnsafeMutableRawPointer, in node: ViewNode, slot: Int) {
            let offset = MemoryLayout<GestureState<Value>>.offset(of: \.state) ?? 0
            State<Value>.hostInstall(at: address + offset, in: node, slot: slot)
        }
    }
#endif
