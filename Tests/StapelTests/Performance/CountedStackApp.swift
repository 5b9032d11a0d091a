#if !canImport(SwiftUI)
    import Stapel

    /// The counted screens in `StapelStack` with a `Stack`.
    struct CountedStackApp: View {
        let stack: Stack<Int>

        var body: some View {
            StapelStack(stack) {
                CountedRoot()
            } destination: { number in
                CountedScreen(number: number)
            }
        }
    }
#endif
