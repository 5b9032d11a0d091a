#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `extension EnvironmentValues { public var isEnabled:
    // Swift.Bool { get set } }` and `extension EnvironmentValues { public var layoutDirection:
    // SwiftUICore.LayoutDirection { get set } }`, iOS 13.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension EnvironmentValues {
        /// Whether controls in the view respond to the user.
        public var isEnabled: Bool {
            get { self[IsEnabledKey.self] }
            set { self[IsEnabledKey.self] = newValue }
        }

        /// The direction text and layout flow in.
        public var layoutDirection: LayoutDirection {
            get { self[LayoutDirectionKey.self] }
            set { self[LayoutDirectionKey.self] = newValue }
        }
    }

    private enum IsEnabledKey: EnvironmentKey {
        static let defaultValue = true
    }

    private enum LayoutDirectionKey: EnvironmentKey {
        static let defaultValue = LayoutDirection.leftToRight
    }
#endif
