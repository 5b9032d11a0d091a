#if !canImport(SwiftUI)
    import SwiftUIStub

    /// A counter with its own state: a text and a button that adds one.
    struct CounterView: View {
        let title: String
        @State private var count = 0

        var body: some View {
            VStack {
                Text("\(title) \(count)")
                Button("Add to \(title)") { count += 1 }
            }
        }
    }

    /// A view that records its appearance and disappearance under a name.
    struct Probe: View {
        let name: String
        let log: EventLog

        var body: some View {
            Text(name)
                .onAppear { log.record("appear \(name)") }
                .onDisappear { log.record("disappear \(name)") }
        }
    }
#endif
