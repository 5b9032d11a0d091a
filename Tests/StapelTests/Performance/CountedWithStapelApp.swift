#if !canImport(SwiftUI)
    import Stapel

    /// The counted screens in `WithStapel`: numbers drawn by `stapelDestination(for:)`, or views
    /// pushed with `push(view:)`.
    struct CountedWithStapelApp: View {
        let stack: Stack<AnyScreen>

        var body: some View {
            WithStapel(stack) {
                CountedRoot()
            }
            .stapelDestination(for: Int.self) { CountedScreen(number: $0) }
        }
    }
#endif
