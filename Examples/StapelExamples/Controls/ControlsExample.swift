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
                StackNavigationLink(name: "child") {
                    Text("PUSH")
                } destination: {
                    ChildView(title: "Child")
                }
                StackNavigationLink(isActive: $isActive) {
                    Text("PUSH (isActive)")
                } destination: {
                    ChildView(title: "Triggered")
                }
                Button("Trigger push") { isActive = true }
                StackNavigationLink(tag: ChildDestination.child1, selection: $selection) {
                    Text("PUSH TO CHILD 1")
                } destination: {
                    ChildView(title: "Child 1")
                }
                StackNavigationLink(tag: ChildDestination.child2, selection: $selection) {
                    Text("PUSH TO CHILD 2")
                } destination: {
                    ChildView(title: "Child 2")
                }
                Button("Trigger child 2") { selection = .child2 }
                Button("Router: to login") { Router(stack: stack).toLogin() }
                Button("Push without a control") { stack.push(view: AnyView(Text("Pushed"))) }
            }
            .navigationTitle("Controls")
        }
    }
}
