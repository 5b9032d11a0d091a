#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension EnvironmentValues {
    /// The `Stack<AnyScreen>` of the nearest ``WithStapel``, or `nil` outside one.
    ///
    /// It reads as `nil` where there is no stack. The typed read,
    /// `@Environment(Stack<AnyScreen>.self) private var stack: Stack<AnyScreen>?`, does too when
    /// it is declared optional; declared non-optional, it stops the app outside a container, so
    /// declare it optional.
    ///
    /// ```swift
    /// @Environment(\.stapelStack) private var stack
    ///
    /// var body: some View {
    ///     Button("Load") { stack?.push(view: Text("Loaded")) }
    /// }
    /// ```
    public var stapelStack: Stack<AnyScreen>? {
        get { self[StapelStackKey.self] }
        set { self[StapelStackKey.self] = newValue }
    }

    /// The window's scene: the identity `StapelWindowStack` gives the window it draws, or `nil`
    /// outside one. A view uses it to write links back to its own window.
    ///
    /// ```swift
    /// @Environment(\.stapelSceneID) private var scene
    /// ```
    public var stapelSceneID: SceneID? {
        get { self[StapelSceneIDKey.self] }
        set { self[StapelSceneIDKey.self] = newValue }
    }

    /// The keys of the holders above a view, from the root of the app's tree, as they print:
    /// the window's scene (set by `StapelWindowStack`), then each key a view gave with
    /// `stapelNodeKey(_:)`. It is the path `NavigationEvent`s of that holder carry.
    ///
    /// ```swift
    /// @Environment(\.stapelNodePath) private var path
    /// ```
    public var stapelNodePath: [String] {
        get { self[StapelNodePathKey.self] }
        set { self[StapelNodePathKey.self] = newValue }
    }

    /// The screen slot a view belongs to: `.root` for the root screen, `.route(id)` for a
    /// screen drawn for a route.
    ///
    /// Stapel's containers set it for every screen they draw. ``WithPusher`` reads it to
    /// install its evaluator on the right layer.
    ///
    /// ```swift
    /// @Environment(\.stapelScreenSlot) private var slot
    /// ```
    public var stapelScreenSlot: ScreenSlot {
        get { self[StapelScreenSlotKey.self] }
        set { self[StapelScreenSlotKey.self] = newValue }
    }

    /// The route the screen is drawn for: its identity, style, position on the stack and name,
    /// or `nil` for the root screen and outside Stapel's containers.
    ///
    /// Stapel's containers set it for every screen they draw, from the route's own entry: a
    /// screen that reads it runs its body again when its own route is edited, not when other
    /// screens are pushed, popped, presented or dismissed. There is no need to look the screen
    /// up in `Stack.routes`, which would redraw it on every change.
    ///
    /// ```swift
    /// struct StepView: View {
    ///     @Environment(\.stapelRoute) private var route
    ///
    ///     var body: some View {
    ///         Text("Step \((route?.index ?? -1) + 2)")
    ///         if route?.style.isPresentation == true {
    ///             Text("Presented")
    ///         }
    ///     }
    /// }
    /// ```
    public var stapelRoute: RouteInfo? {
        get { self[StapelRouteKey.self] }
        set { self[StapelRouteKey.self] = newValue }
    }

    /// The builders ``WithStapel`` uses for the screens of a `Stack<AnyScreen>`, registered with
    /// `stapelDestination(for:destination:)`.
    ///
    /// ```swift
    /// @Environment(\.stapelDestinations) private var destinations
    /// ```
    package var stapelDestinations: DestinationRegistry<AnyView> {
        get { self[StapelDestinationsKey.self] }
        set { self[StapelDestinationsKey.self] = newValue }
    }
}
