#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Declares a `navigationDestination(for:)` of the stack's screen type, so that Apple's
/// `NavigationLink(value:)` with such a value activates and appends it to the layer's path,
/// where the path's binding pushes it through the stack. A screen type that is not `Hashable`
/// cannot be a link's value, and declares nothing.
///
/// The stack's screen type has no `Hashable` constraint, so the declaration opens the type at
/// run time; `AnyView` is unavoidable there, because the two branches have different types.
struct LinkDestination<Screen, Destination: View>: ViewModifier {
    let destination: DestinationBuilder<Screen, Destination>

    func body(content: Content) -> some View {
        if let hashable = Screen.self as? any Hashable.Type {
            AnyView(declare(hashable, on: content))
        } else {
            content
        }
    }

    private func declare<Value: Hashable>(_ type: Value.Type, on content: Content) -> some View {
        content.navigationDestination(for: Value.self) { value in
            (value as? Screen).map { destination(.constant($0)) }
        }
    }
}
