#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Registers the view a ``WithStapel`` draws for screens of a value type, built from a
    /// binding to the screen's value, so that the screen can edit its own route.
    ///
    /// Writing the binding updates the route in place, with `Stack.updateScreen(_:forRoute:)`:
    /// the route keeps its identity, and only its screen redraws. It is the `Stack<AnyScreen>`
    /// counterpart of `StapelStack`'s `editableDestination:`. A later registration for the same
    /// type, editable or not, further down, replaces this one. As with
    /// `stapelDestination(for:)`, declare it on the root view inside the ``WithStapel``, on a
    /// pushed screen, or on the container or above it.
    ///
    /// ```swift
    /// struct Counter: Hashable, Sendable {
    ///     var count = 0
    /// }
    ///
    /// WithStapel(stack) {
    ///     Button("Count") { stack.push(AnyScreen(Counter())) }
    /// }
    /// .stapelDestination(editing: Counter.self) { counter in
    ///     Button("\(counter.wrappedValue.count)") { counter.wrappedValue.count += 1 }
    /// }
    /// ```
    ///
    /// Name the closure's parameter plainly (`counter in`, not `$counter in`): with Swift 6.3, a
    /// property-wrapper projection parameter drops the closure's main-actor isolation.
    /// - Parameters:
    ///   - data: The type of value the builder draws and edits.
    ///   - destination: Builds the view from a binding to the screen's value.
    /// - Returns: A view whose environment knows the builder.
    public func stapelDestination<D: Hashable & Sendable, C: View>(
        editing data: D.Type,
        @ViewBuilder destination: @escaping @MainActor (Binding<D>) -> C
    ) -> some View {
        modifier(
            EditableDestinationDeclaration(type: data) { screen in
                guard let typed = screen.typed(as: data) else {
                    return AnyView(UnregisteredDestination(screen: screen.wrappedValue))
                }
                return AnyView(destination(typed))
            })
    }
}

/// The modifier behind `stapelDestination(editing:destination:)`: it puts the builder in the
/// environment of the views below (for a declaration above the container) and on the board of
/// the ``WithStapel`` it is inside (for one on the root view, a pushed screen or a sheet), as
/// `stapelDestination(for:)` does.
private struct EditableDestinationDeclaration<Value>: ViewModifier {
    @Environment(\.stapelDestinationBoard) private var board
    let type: Value.Type
    let build: @MainActor (Binding<AnyScreen>) -> AnyView

    func body(content: Content) -> some View {
        let _ = board?.registerEditable(type, editor: Binding<AnyScreen>.self, build: build)
        content.transformEnvironment(\.stapelDestinations) { registry in
            registry.registerEditable(type, editor: Binding<AnyScreen>.self, build: build)
        }
    }
}

extension Binding where Value == AnyScreen {
    /// A binding to the value the screen wraps, if it is of type `D`: reads unwrap it, writes
    /// wrap the new value. Should the screen's value stop being a `D` (an edit from code can
    /// change it), reads give the last `D` this binding was made with.
    fileprivate func typed<D: Hashable & Sendable>(as type: D.Type) -> Binding<D>? {
        guard let last = wrappedValue.as(D.self) else { return nil }
        return Binding<D>(
            get: { @MainActor [self] in wrappedValue.as(D.self) ?? last },
            set: { @MainActor [self] in wrappedValue = AnyScreen($0) }
        )
    }
}
