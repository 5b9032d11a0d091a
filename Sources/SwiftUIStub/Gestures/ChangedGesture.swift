#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@MainActor @preconcurrency public struct
    // _ChangedGesture<Content> where Content : SwiftUICore.Gesture, Content.Value :
    // Swift.Equatable`, with `@available(*, unavailable) extension _ChangedGesture :
    // Swift.Sendable`.
    /// A gesture that runs an action each time its value changes.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct _ChangedGesture<Content>
    where Content: Gesture, Content.Value: Equatable {
        nonisolated(unsafe) let content: Content
        nonisolated(unsafe) let action: (Content.Value) -> Void

        nonisolated init(content: Content, action: @escaping (Content.Value) -> Void) {
            self.content = content
            self.action = action
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension _ChangedGesture: Gesture {
        /// The value of the gesture it wraps.
        public typealias Value = Content.Value
        /// A gesture the system recognizes itself.
        public typealias Body = Never

        /// Never called: the host recognizes the gesture itself.
        public var body: Never { fatalError("\(Self.self) is recognized by the host") }
    }

    @available(*, unavailable)
    extension _ChangedGesture: Sendable {}
#endif
