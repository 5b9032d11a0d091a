#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@preconcurrency @_Concurrency.MainActor public struct
    // OpenWindowAction` (iOS 16.0, macOS 13.0; unavailable on tvOS and watchOS), with
    // `@_Concurrency.MainActor @preconcurrency public func callAsFunction(id: Swift.String)`, and
    // `extension OpenWindowAction : Swift.Sendable`. The `value:` forms are left out: nothing
    // uses them.
    /// Opens a new window of a window group, by the group's identifier: read it from the
    /// environment as `\.openWindow`.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @preconcurrency @MainActor public struct OpenWindowAction {
        let open: @MainActor @Sendable (String) -> Void

        /// Opens a new window of the window group with this identifier.
        @MainActor @preconcurrency public func callAsFunction(id: String) {
            open(id)
        }
    }

    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    extension OpenWindowAction: Sendable {}

    // SwiftUI, iOS 18.0 interface: `extension SwiftUICore.EnvironmentValues { public var
    // openWindow: SwiftUI.OpenWindowAction { get } }` (iOS 16.0, macOS 13.0; unavailable on tvOS
    // and watchOS).
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    extension EnvironmentValues {
        /// Opens a new window of a window group.
        public var openWindow: OpenWindowAction {
            self[OpenWindowKey.self]
        }

        /// Where the host's `openWindow` opens windows.
        var hostOpenWindow: OpenWindowAction {
            get { self[OpenWindowKey.self] }
            set { self[OpenWindowKey.self] = newValue }
        }
    }

    private enum OpenWindowKey: EnvironmentKey {
        static let defaultValue = OpenWindowAction { id in
            print("SwiftUIStub: openWindow(id: \"\(id)\") outside an AppHost opens no window.")
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUICore.EnvironmentValues { public var
    // supportsMultipleWindows: Swift.Bool { get } }` (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS
    // 9.0).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension EnvironmentValues {
        /// Whether the app can open more than one window: on iPad, Mac and visionOS, not on
        /// iPhone. A ``ViewHost`` alone is an iPhone; an ``AppHost`` says.
        public var supportsMultipleWindows: Bool {
            self[SupportsMultipleWindowsKey.self]
        }

        /// The host's answer to `supportsMultipleWindows`.
        var hostSupportsMultipleWindows: Bool {
            get { self[SupportsMultipleWindowsKey.self] }
            set { self[SupportsMultipleWindowsKey.self] = newValue }
        }
    }

    private enum SupportsMultipleWindowsKey: EnvironmentKey {
        static let defaultValue = false
    }
#endif
