#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension EnvironmentValues {
    /// The `Stack<AnyScreen>` of the nearest ``WithStapel``, or `nil` outside one.
    ///
    /// Views can also read the stack with `@Environment(Stack<AnyScreen>.self)`; this key reads
    /// as `nil` instead of stopping the app when there is no stack.
    ///
    /// ```swift
    /// @Environment(\.stapelStack) private var stack
    /// Button("Load") { stack?.push(view: Text("Loaded")) }
    /// ```
    public var stapelStack: Stack<AnyScreen>? {
        get { self[StapelStackKey.self] }
        set { self[StapelStackKey.self] = newValue }
    }

    /// The push opportunity a view belongs to: `.root` for the root screen, `.route(id)` for a
    /// screen drawn for a route.
    ///
    /// Stapel's containers set it for every screen they draw. ``WithPusher`` reads it to
    /// install its evaluator on the right layer.
    ///
    /// ```swift
    /// @Environment(\.stapelPusher) private var pusher
    /// ```
    public var stapelPusher: Pusher {
        get { self[StapelPusherKey.self] }
        set { self[StapelPusherKey.self] = newValue }
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
