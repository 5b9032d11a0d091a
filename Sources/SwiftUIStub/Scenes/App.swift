#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@preconcurrency @_Concurrency.MainActor public protocol App`
    // (iOS 14.0), with `associatedtype Body : SwiftUI.Scene`, `@SwiftUI.SceneBuilder
    // @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }` and
    // `@_Concurrency.MainActor @preconcurrency init()`.
    /// An app: its scenes, described by its body. Mark the type with `@main` to make it the
    /// program's entry point.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @preconcurrency @MainActor public protocol App {
        /// The type of the app's body.
        associatedtype Body: Scene
        /// The app's scenes.
        @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
        /// Creates the app; the system calls it once, at launch.
        @MainActor @preconcurrency init()
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.App { @_Concurrency.MainActor
    // @preconcurrency public static func main() }`.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension App {
        /// Runs the app. Linux has no windows: the host launches the app headless, updates its
        /// first window once, prints what it shows, and says how to run it where SwiftUI is.
        @MainActor @preconcurrency public static func main() {
            AppHost.launchHeadless(Self())
        }
    }
#endif
