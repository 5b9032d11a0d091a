import Stapel

/// A pushed view with every kind of pop control.
struct ChildView: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
            StackPushButton(destination: ChildView(title: "Deeper"), name: "deeper") {
                Text("PUSH DEEPER")
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
