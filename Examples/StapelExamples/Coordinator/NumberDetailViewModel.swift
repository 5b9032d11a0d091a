import Observation
import Stapel

/// A number's view model: it can ask its coordinator to start over.
@MainActor
@Observable
final class NumberDetailViewModel {
    let number: Int
    let onStartOver: @MainActor () -> Void

    init(number: Int, onStartOver: @escaping @MainActor () -> Void) {
        self.number = number
        self.onStartOver = onStartOver
    }
}
