#if !canImport(SwiftUI)
    import Stapel

    /// Drives `WithStapel`: numbers drawn by `stapelDestination(for:)`, or, with `views`, the
    /// same screens pushed and presented with `push(view:)` and `present(view:)`, which no deep
    /// link can name.
    @MainActor
    struct WithStapelDriver: CountedDriver {
        let stack: Stack<AnyScreen>
        let host: ViewHost
        let views: Bool

        init(depth: Int, views: Bool) {
            let clock = HostClock()
            stack = Stack(routes: (0..<depth).map { .push(AnyScreen($0)) }, clock: clock)
            host = ViewHost(CountedWithStapelApp(stack: stack), clock: clock)
            self.views = views
        }

        func perform(_ action: CountedAction) throws -> Bool {
            switch (action, views) {
            case (.push, false): stack.push(AnyScreen(5000))
            case (.push, true): stack.push(view: CountedScreen(number: 5000))
            case (.pop, _): stack.pop()
            case (.present, false): stack.present(AnyScreen(6000))
            case (.present, true): stack.present(view: CountedScreen(number: 6000))
            case (.dismiss, _): stack.dismiss()
            case (.deepLink, false):
                try stack.open(CountedLink.url, using: CountedLink.table { AnyScreen($0) })
            case (.deepLink, true): return false
            }
            return true
        }
    }
#endif
