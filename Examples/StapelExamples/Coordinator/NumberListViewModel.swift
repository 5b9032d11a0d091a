import Observation
import Stapel

/// The number list's view model: it reports a selection to its coordinator.
@MainActor
@Observable
final class NumberListViewModel {
    let numbers = Array(1...20)
    let onSelect: @MainActor (Int) -> Void

    init(onSelect: @escaping @MainActor (Int) -> Void) {
        self.onSelect = onSelect
    }
}
