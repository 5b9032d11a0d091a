import Stapel

/// Seed 002's `ChildView`: pops to the root, to the view with an id, and to the previous view;
/// it can push itself again, and swipes back from the leading edge.
struct TransitionsChild: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
            StackPushButton(destination: TransitionsChild(title: "Deeper")) {
                Text("PUSH DEEPER")
            }
            StackPopButton(destination: .root) {
                Text("POP TO ROOT")
            }
            StackPopButton(destination: .view(withId: TransitionsHome.childID)) {
                Text("POP TO THE SPECIFIED VIEW")
            }
            StackPopButton {
                Text("POP")
            }
        }
    }
}
