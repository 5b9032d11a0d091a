#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The modifier behind `stapelDestination(for:destination:)`. It puts the builder in the
/// environment of the views below (for a declaration above the container), on the board of the
/// ``WithStapel`` it is inside (for one on the root view, a pushed screen or a sheet), and, inside
/// a layer's `NavigationStack`, declares Apple's `navigationDestination(for:)` of the type, so
/// that a `NavigationLink(value:)` of it activates and its value reaches the layer's path.
///
/// The board is written in the body: a declaration is seen by the screens drawn after the view
/// that declares it, as SwiftUI's own destinations are. Writing a type the board knows already
/// notifies nobody.
struct DestinationDeclaration<Value: Hashable, Content: View>: ViewModifier {
    @Environment(\.stapelDestinationBoard) private var board
    @Environment(\.stapelInNavigationStack) private var inNavigationStack
    let build: @MainActor (Value) -> Content

    func body(content: Self.Content) -> some View {
        // The builder the board keeps captures the app's closure, never this modifier: the
        // modifier holds the board (its environment value), and the board would hold it back.
        let build = self.build
        let _ = board.map { board in
            board.register(Value.self) { AnyView(build($0)) }
            board.registerLinks(Value.self)
        }
        let declared = content.transformEnvironment(\.stapelDestinations) { registry in
            registry.register(Value.self) { AnyView(build($0)) }
        }
        if board != nil, inNavigationStack {
            declared.navigationDestination(for: Value.self) { build($0) }
        } else {
            declared
        }
    }
}
