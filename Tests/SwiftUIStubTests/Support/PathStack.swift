#if !canImport(SwiftUI)
    import SwiftUIStub

    /// A navigation stack driven by a library's path of numbers, whose screens record their
    /// appearances.
    struct PathStack: View {
        let library: Library
        let log: EventLog

        var body: some View {
            NavigationStack(path: Binding(get: { library.path }, set: { library.path = $0 })) {
                Probe(name: "root", log: log)
                    .navigationTitle("Root")
                    .navigationDestination(for: Int.self) { number in
                        Probe(name: "screen \(number)", log: log)
                            .navigationTitle("Screen \(number)")
                    }
            }
        }
    }
#endif
