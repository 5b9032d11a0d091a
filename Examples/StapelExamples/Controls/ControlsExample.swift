import Stapel

/// Seed 002's push and pop controls: plain, `isActive` and `tag`/`selection` push buttons with
/// IDs, pops to the previous view, to the root and to an ID, and a router with an injected
/// stack.
struct ControlsExample: View {
    let stack: Stack<AnyScreen>
    @State private var isActive = false
    @State private var selection: ChildDestination?

    var body: some View {
        WithStapel(stack) {
            VStack {
                StackPushButton(destination: ChildView(title: "Child"), name: "child") {
                    Text("PUSH")
                }
                StackPushButton(destination: ChildView(title: "Triggered"), isActive: $isActive) {
                    Text("PUSH (isActive)")
                }
                Button("Trigger push") { isActive = true }
                StackPushButton(
                    destination: ChildView(title: "Child 1"), tag: ChildDestination.child1,
                    selection: $selection
                ) {
                    Text("PUSH TO CHILD 1")
                }
                StackPushButton(
                    destination: ChildView(title: "Child 2"), tag: ChildDestination.child2,
                    selection: $selection
                ) {
                    Text("PUSH TO CHILD 2")
                }
                Button("Trigger child 2") { selection = .child2 }
                Button("Router: to login") { Router(stack: stack).toLogin() }
                Button("Push without a control") { stack.push(view: AnyView(Text("Pushed"))) }
            }
            .navigationTitle("Controls")
        }
    }
}
