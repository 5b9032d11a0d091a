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
