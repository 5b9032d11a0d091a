#if !canImport(SwiftUI)
    import Stapel

    /// Drives `StapelStack` with a `Stack`: the stack's own operations, and `open(_:using:)` for
    /// the deep link.
    @MainActor
    struct StackDriver: CountedDriver {
        let stack: Stack<Int>
        let host: ViewHost

        init(depth: Int) {
            let clock = HostClock()
            stack = Stack(routes: (0..<depth).map { .push($0) }, clock: clock)
            host = ViewHost(CountedStackApp(stack: stack), clock: clock)
        }

        func perform(_ action: CountedAction) throws -> Bool {
            switch action {
            case .push: stack.push(5000)
            case .pop: stack.pop()
            case .present: stack.present(6000)
            case .dismiss: stack.dismiss()
            case .deepLink: try stack.open(CountedLink.url, using: CountedLink.table { $0 })
            }
            return true
        }
    }
#endif
