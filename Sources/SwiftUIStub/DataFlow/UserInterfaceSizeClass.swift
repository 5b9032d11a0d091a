#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS
    // 6.0, *) public enum UserInterfaceSizeClass : Swift.Sendable { case compact; case regular }`,
    // with `Equatable` and `Hashable` conformances printed apart (the `@_originallyDefinedIn`
    // attributes, which move it from SwiftUI in iOS 18, change no type-checking).
    /// How much room a dimension of the window has: compact, as an iPhone's width in portrait,
    /// or regular, as an iPad's.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public enum UserInterfaceSizeClass: Hashable, Sendable {
        /// Little room: a split view collapses to one column.
        case compact
        /// Room for columns.
        case regular
    }

    // SwiftUICore, iOS 18.0 interface: `extension EnvironmentValues { public var
    // horizontalSizeClass: SwiftUICore.UserInterfaceSizeClass? { get set }; public var
    // verticalSizeClass: SwiftUICore.UserInterfaceSizeClass? { get set } }`, iOS 13 (back-deployed
    // on macOS, tvOS and watchOS, which changes no type-checking).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension EnvironmentValues {
        /// The window's horizontal size class; the host's ``ViewHost/horizontalSizeClass``.
        public var horizontalSizeClass: UserInterfaceSizeClass? {
            get { self[HorizontalSizeClassKey.self] }
            set { self[HorizontalSizeClassKey.self] = newValue }
        }

        /// The window's vertical size class.
        public var verticalSizeClass: UserInterfaceSizeClass? {
            get { self[VerticalSizeClassKey.self] }
            set { self[VerticalSizeClassKey.self] = newValue }
        }
    }

    private enum HorizontalSizeClassKey: EnvironmentKey {
        static let defaultValue: UserInterfaceSizeClass? = nil
    }

    private enum VerticalSizeClassKey: EnvironmentKey {
        static let defaultValue: UserInterfaceSizeClass? = nil
    }
#endif
