#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// A control that pops the stack in the environment, in the style of NavigationStackView's
/// `PopView`: to the previous view, to the root, or to a view pushed with a `destinationId`.
///
/// ```swift
/// VStack {
///     StackPopButton(destination: .root) { Text("POP TO ROOT") }
///     StackPopButton(destination: .view(withId: "aViewId")) { Text("POP TO THE SPECIFIED VIEW") }
///     StackPopButton { Text("POP") }
/// }
/// ```
public struct StackPopButton<Screen, Label: View>: View {
    @Environment(Stack<Screen>.self) private var stack
    @State private var tapped = false
    private let destination: PopDestination
    private let isActive: Binding<Bool>?
    private let label: Label

    /// Creates a control that pops a typed stack when tapped.
    ///
    /// ```swift
    /// StackPopButton(for: Screen.self, destination: .root) { Text("Start over") }
    /// ```
    /// - Parameters:
    ///   - screenType: The screen type of the stack in the environment.
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - label: The control's label.
    public init(
        for screenType: Screen.Type, destination: PopDestination = .previous,
        @ViewBuilder label: () -> Label
    ) {
        self.destination = destination
        self.isActive = nil
        self.label = label()
    }

    /// A button that turns the binding on; the pop happens and the binding turns off again.
    public var body: some View {
        let active = isActive ?? $tapped
        Button(action: { active.wrappedValue = true }, label: { label })
            .onChange(of: active.wrappedValue) {
                active.wrappedValue = stack.pop(destination, whenActive: active.wrappedValue)
            }
    }
}

extension StackPopButton where Screen == AnyScreen {
    /// Creates a control that pops when tapped.
    ///
    /// ```swift
    /// StackPopButton(destination: .view(withId: "child")) { Text("POP") }
    /// ```
    /// - Parameters:
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - label: The control's label.
    public init(destination: PopDestination = .previous, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.isActive = nil
        self.label = label()
    }

    /// Creates a control that pops when a flag turns on, and turns the flag off again.
    ///
    /// ```swift
    /// StackPopButton(destination: .root, isActive: $logOut) { Text("Log out") }
    /// ```
    /// - Parameters:
    ///   - destination: Where to pop to. The default is the previous view.
    ///   - isActive: Turning it on pops. A tap turns it on.
    ///   - label: The control's label.
    public init(
        destination: PopDestination = .previous, isActive: Binding<Bool>,
        @ViewBuilder label: () -> Label
    ) {
        self.destination = destination
        self.isActive = isActive
        self.label = label()
    }
}
