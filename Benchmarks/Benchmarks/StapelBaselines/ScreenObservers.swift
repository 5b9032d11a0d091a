import Observation
@_spi(StapelUI) import StapelCore

/// Stands in for SwiftUI: one observer per drawn screen. Like SwiftUI, it re-renders (re-reads
/// and re-registers) only the screens a change invalidated, so its cost is the redraw cost.
@MainActor
public final class ScreenObservers {
    private var readers: [() -> Void] = []
    private var invalidated: [Int] = []
    /// How many screens have re-rendered so far.
    public private(set) var renders = 0

    /// Observes what Stapel's screens read: each screen its own route entry, the navigation
    /// stack its layer's path.
    public init(_ stack: Stack<Int>) {
        for route in stack.routes {
            guard let entry = stack.entry(for: route.id) else { continue }
            add { _ = entry.route.screen }
        }
        add { _ = stack.baseLayer.path }
    }

    /// Observes what the baseline's screens read: each screen its element of the array.
    public init(_ stack: ArrayStack) {
        for index in stack.routes.indices {
            add { _ = stack.screen(at: index) }
        }
    }

    /// Re-renders every invalidated screen.
    public func render() {
        let due = invalidated
        invalidated.removeAll(keepingCapacity: true)
        for index in due {
            track(index)
        }
        renders += due.count
    }

    private func add(_ read: @escaping () -> Void) {
        readers.append(read)
        track(readers.count - 1)
    }

    private func track(_ index: Int) {
        withObservationTracking(readers[index]) { [weak self] in
            MainActor.assumeIsolated { self?.invalidated.append(index) }
        }
    }
}
