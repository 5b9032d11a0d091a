import Stapel

/// Seed 002's `ChildView`: pops to the root, to the view with an id, and to the previous view;
/// it can push itself again, and swipes back from the leading edge.
struct TransitionsChild: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
            StackNavigationLink {
                Text("PUSH DEEPER")
            } destination: {
                TransitionsChild(title: "Deeper")
            }
            StackPopButton(to: .root) {
                Text("POP TO ROOT")
            }
            StackPopButton(to: .name(TransitionsHome.childID)) {
                Text("POP TO THE SPECIFIED VIEW")
            }
            StackPopButton {
                Text("POP")
            }
        }
    }
}
