#if !canImport(SwiftUI)
    import Stapel

    /// A screen of every container the evaluation counts compare, drawn from its number.
    struct CountedScreen: View {
        let number: Int

        var body: some View {
            Text("Screen \(number)")
        }
    }
#endif
