#if !canImport(SwiftUI)
    import Stapel

    /// The baseline: the counted screens under Apple's `NavigationStack(path:)` with
    /// `navigationDestination(for:)`, and a `sheet(item:)` that brings its own navigation stack
    /// when the sheet asks for one.
    struct PathApp: View {
        @Bindable var model: PathModel

        var body: some View {
            NavigationStack(path: $model.path) {
                CountedRoot()
                    .navigationDestination(for: Int.self) { CountedScreen(number: $0) }
            }
            .sheet(item: $model.sheet) { sheet in
                if sheet.withNavigation {
                    NavigationStack(path: $model.sheetPath) {
                        CountedScreen(number: sheet.number)
                            .navigationDestination(for: Int.self) { CountedScreen(number: $0) }
                    }
                } else {
                    CountedScreen(number: sheet.number)
                }
            }
        }
    }
#endif
