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
    /// struct Counter: Hashable {
    ///     var count = 0
    /// }
    ///
    /// let stack = Stack<AnyScreen>()
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
        editableDestination(data, wrap: { AnyScreen($0) }, destination: destination)
    }

    /// Registers the view a ``WithStapel`` draws for screens of a value type whose `Hashable`
    /// conformance is isolated to the main actor, as every type's is in an app target built with
    /// main-actor isolation by default, built from a binding to the screen's value.
    ///
    /// ```swift
    /// struct Counter: Hashable {  // main-actor isolated in an app target
    ///     var count = 0
    /// }
    ///
    /// WithStapel(Stack<AnyScreen>(routes: [.push(AnyScreen(Counter()))])) { Text("Counters") }
    ///     .stapelDestination(editing: Counter.self) { counter in
    ///         Button("\(counter.wrappedValue.count)") { counter.wrappedValue.count += 1 }
    ///     }
    /// ```
    /// - Parameters:
    ///   - data: The type of value the builder draws and edits.
    ///   - destination: Builds the view from a binding to the screen's value.
    /// - Returns: A view whose environment knows the builder.
    @_disfavoredOverload
    public func stapelDestination<C: View, D: Hashable>(
        editing data: D.Type,
        @ViewBuilder destination: @escaping @MainActor (Binding<D>) -> C
    ) -> some View {
        // `Sendable` is not part of a symbol's name: the generic parameters come in the other
        // order so that this form's symbol differs from the `Sendable` form's.
        editableDestination(data, wrap: { AnyScreen(onMainActor: $0) }, destination: destination)
    }

    /// The declaration both `stapelDestination(editing:destination:)` forms make; `wrap` turns
    /// an edited value back into a screen.
    private func editableDestination<D: Hashable, C: View>(
        _ data: D.Type, wrap: @escaping @MainActor (D) -> AnyScreen,
        destination: @escaping @MainActor (Binding<D>) -> C
    ) -> some View {
        modifier(
            EditableDestinationDeclaration(type: data) { screen in
                guard let typed = screen.typed(as: data, wrap: wrap) else {
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
    /// change it), reads give the `D` of the screen this binding was made with (kept as that
    /// ``AnyScreen``, since a `D` need not be `Sendable`).
    fileprivate func typed<D: Hashable>(
        as type: D.Type, wrap: @escaping @MainActor (D) -> AnyScreen
    ) -> Binding<D>? {
        let made = wrappedValue
        guard made.as(D.self) != nil else { return nil }
        // On the main actor, `made` reads as the `D` it was just read as.
        return Binding<D>(
            get: { @MainActor [self] in (wrappedValue.as(D.self) ?? made.as(D.self))! },
            set: { @MainActor [self] in wrappedValue = wrap($0) }
        )
    }
}
