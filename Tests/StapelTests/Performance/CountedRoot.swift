#if !canImport(SwiftUI)
    import Stapel

    /// The root screen of every container the evaluation counts compare.
    struct CountedRoot: View {
        var body: some View {
            Text("Root")
        }
    }
#endif
