#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// How a screen hands a value of its own `@State` to a control: as `$state`, whose location
    /// the host keeps from one evaluation to the next, or through `Binding(get:set:)` closures,
    /// a new location each time.
    enum BindingForm: CaseIterable, Sendable, CustomTestStringConvertible {
        case projected
        case closures

        var testDescription: String {
            switch self {
            case .projected: "$state"
            case .closures: "Binding(get:set:)"
            }
        }

        /// The binding of this form to a state value.
        ///
        /// - Parameters:
        ///   - projected: The state's `$` binding.
        ///   - get: Reads the state.
        ///   - set: Writes the state.
        @MainActor
        func binding<Value>(
            _ projected: Binding<Value>, get: @escaping @MainActor @Sendable () -> Value,
            set: @escaping @MainActor @Sendable (Value) -> Void
        ) -> Binding<Value> {
            switch self {
            case .projected: projected
            case .closures: Binding(get: get, set: set)
            }
        }
    }
#endif
