#if !canImport(SwiftUI)
    /// What a list's rows are selected into: one optional value, or a set.
    enum ListSelection<Value: Hashable> {
        case single(Binding<Value?>)
        case multiple(Binding<Set<Value>>)

        /// Whether the row with this tag is selected.
        @MainActor func contains(_ tag: AnyHashable) -> Bool {
            guard let value = tag.base as? Value else { return false }
            switch self {
            case .single(let binding): return binding.wrappedValue == value
            case .multiple(let binding): return binding.wrappedValue.contains(value)
            }
        }

        /// Selects the row with this tag, as a tap does: it becomes the selection, alone.
        /// Returns `false` when the tag is not of the selection's type.
        @MainActor func select(_ tag: AnyHashable) -> Bool {
            guard let value = tag.base as? Value else { return false }
            switch self {
            case .single(let binding): binding.wrappedValue = value
            case .multiple(let binding): binding.wrappedValue = [value]
            }
            return true
        }
    }
#endif
