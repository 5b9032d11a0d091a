import Stapel

/// Seed 002's `MyHome`: push controls, a programmatic push with an id, and a text field whose
/// text survives a push and a pop (the state its users lost with `NavigationStackView`).
struct TransitionsHome: View {
    /// The id of the child view, to pop back to it: seed 002's `childID`.
    static let childID = "childID"

    let stack: Stack<AnyScreen>
    @State private var note = ""

    var body: some View {
        VStack {
            Text("Hello World")
            TextField("Type something…", text: $note)
            StackNavigationLink(name: Self.childID) {
                Text("PUSH")
            } destination: {
                TransitionsChild(title: "Child")
            }
            Button("START BG ACTIVITY") {
                stack.push(view: TransitionsChild(title: "From the background"), name: Self.childID)
            }
            Button("PUSH WITH A SLIDE") {
                stack.push(view: TransitionsChild(title: "Slid in"), transition: .default)
            }
        }
    }
}
