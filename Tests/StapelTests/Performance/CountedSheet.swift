#if !canImport(SwiftUI)
    /// The sheet of the baseline app: the number of its first screen, and whether it has a
    /// navigation stack of its own.
    struct CountedSheet: Identifiable, Hashable {
        let number: Int
        let withNavigation: Bool

        var id: Int { number }
    }
#endif
