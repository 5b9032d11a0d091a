import Stapel

/// A screen that edits its own route's value through a binding.
struct CounterView: View {
    @Binding var screen: AppScreen
    let value: Int

    var body: some View {
        VStack {
            Text("Count: \(value)")
            Button("Add one") { screen = .counter(value + 1) }
        }
        .navigationTitle("Counter")
    }
}
