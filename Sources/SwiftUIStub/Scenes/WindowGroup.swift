#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // WindowGroup<Content> : SwiftUI.Scene where Content : SwiftUICore.View` (iOS 14.0), with
    // `@_Concurrency.MainActor @preconcurrency public var body: some SwiftUI.Scene { get }` and
    // `@available(*, unavailable) extension WindowGroup : Swift.Sendable`. Its `title` and
    // `for:` initializers are left out: nothing uses them.
    /// A group of windows of the same content: one at launch, and more where the platform
    /// opens several (iPad, Mac, visionOS), each with its own state.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
        nonisolated let id: String?
        nonisolated(unsafe) let makeContent: () -> Content

        // SwiftUI, iOS 18.0 interface: `nonisolated public init(id: Swift.String,
        // @SwiftUICore.ViewBuilder content: () -> Content)`, deprecated in iOS 18.0, macOS
        // 15.0, tvOS 18.0, watchOS 11.0 and visionOS 2.0 for `init(id:makeContent:)` (not on
        // the floors, iOS 17 and macOS 14).
        /// Creates a group of windows with an identifier, for `openWindow(id:)`.
        @available(
            iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(id:makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        @available(
            macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(id:makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        @available(
            tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(id:makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        @available(
            watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(id:makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        @available(
            visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(id:makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
            let view = content()
            self.id = id
            self.makeContent = { view }
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public init(@SwiftUICore.ViewBuilder content:
        // () -> Content)`, deprecated in iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0 and
        // visionOS 2.0 (its visionOS line alone without a message) for `init(makeContent:)`.
        /// Creates a group of windows.
        @available(
            iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        @available(
            macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        @available(
            tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        @available(
            watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(makeContent:)",
            message: "Use the initializer which takes an escaping view builder instead."
        )
        @available(
            visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(makeContent:)"
        )
        nonisolated public init(@ViewBuilder content: () -> Content) {
            let view = content()
            self.id = nil
            self.makeContent = { view }
        }

        /// The scene the host runs.
        @MainActor @preconcurrency public var body: some Scene {
            WindowGroupBody()
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.WindowGroup { @_alwaysEmitIntoClient
    // nonisolated public init(id: Swift.String, @SwiftUICore.ViewBuilder makeContent: @escaping ()
    // -> Content); @_alwaysEmitIntoClient nonisolated public init(@SwiftUICore.ViewBuilder
    // makeContent: @escaping () -> Content) }`, in an extension marked iOS 14.0 (they
    // back-deploy: the SDK builds them into the app).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    extension WindowGroup {
        /// Creates a group of windows with an identifier, for `openWindow(id:)`; the content is
        /// made for each window.
        nonisolated public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
            self.id = id
            self.makeContent = makeContent
        }

        /// Creates a group of windows; the content is made for each window.
        nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {
            self.id = nil
            self.makeContent = makeContent
        }
    }

    extension WindowGroup: HostSceneSource {
        func windowGroups() -> [HostWindowGroup] {
            [HostWindowGroup(id: id, matching: nil, makeContent: makeContent)]
        }
    }

    @available(*, unavailable)
    extension WindowGroup: Sendable {}

    /// What a window group's `body` is to the type checker; the host runs the group itself.
    struct WindowGroupBody: Scene {
        typealias Body = Never
    }
#endif
