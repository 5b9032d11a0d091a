#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@preconcurrency @_Concurrency.MainActor public protocol
    // Scene` (iOS 14.0), with `associatedtype Body : SwiftUI.Scene` and `@SwiftUI.SceneBuilder
    // @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }`; its underscored
    // requirement `_makeScene` is left out.
    /// A part of an app's interface the system manages, such as a group of windows, described
    /// by its body.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @preconcurrency @MainActor public protocol Scene {
        /// The type of the scene's body.
        associatedtype Body: Scene
        /// The scene's content.
        @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    // The `body` of scenes whose `Body` is `Never`: `Never` itself and the scenes the host
    // runs (the interface's primitive scenes declare no `body` of their own).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension Scene where Body == Never {
        /// A scene the host runs itself has no body; asking for it stops the program.
        @MainActor @preconcurrency public var body: Never {
            fatalError("\(Self.self) is run by the host and has no body")
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension Swift.Never : SwiftUI.Scene`.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension Never: Scene {
        // `Never` is a view and a scene: the default `body` of each protocol applies to it, so
        // it declares its own, which witnesses both.
        /// A view and a scene with no body.
        @MainActor @preconcurrency public var body: Never {
            fatalError("Never has no body")
        }
    }
#endif
