import Stapel

/// A pushed view with every kind of pop control.
struct ChildView: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
            StackNavigationLink(name: "deeper") {
                Text("PUSH DEEPER")
            } destination: {
                ChildView(title: "Deeper")
            }
            StackPopButton { Text("POP") }
            StackPopButton(to: .name("child")) {
                Text("POP TO THE VIEW WITH ID child")
            }
            StackPopButton(to: .root) { Text("POP TO ROOT") }
        }
        .navigationTitle(LocalizedStringKey(title))
    }
}
