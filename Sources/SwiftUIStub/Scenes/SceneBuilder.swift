#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_functionBuilder public struct SceneBuilder` (iOS 14.0),
    // with `buildExpression(_:)`, `buildBlock(_:)` for one scene and the `@_disfavoredOverload`
    // `buildBlock<each Content>(_:)` for several, and `@available(*, unavailable) extension
    // SceneBuilder : Swift.Sendable`. The unavailable empty `buildBlock()` and the
    // `#available`-only `buildOptional`/`buildLimitedAvailability` are left out: nothing uses
    // them.
    /// Builds an app's or a scene's scenes from the scenes written in its body.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @resultBuilder public struct SceneBuilder {
        /// A scene written in the body.
        public static func buildExpression<Content>(_ content: Content) -> Content
        where Content: Scene {
            content
        }

        /// One scene.
        public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
            content
        }

        /// Several scenes, side by side.
        @_disfavoredOverload
        public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
        where repeat each Content: Scene {
            var scenes: [any Scene] = []
            repeat scenes.append(each content)
            return TupleScene(scenes: scenes)
        }
    }

    @available(*, unavailable)
    extension SceneBuilder: Sendable {}

    /// The scenes of a scene builder block.
    struct TupleScene: Scene, HostSceneSource {
        typealias Body = Never
        nonisolated(unsafe) let scenes: [any Scene]

        func windowGroups() -> [HostWindowGroup] {
            scenes.flatMap { HostWindowGroup.groups(of: $0) }
        }
    }
#endif
