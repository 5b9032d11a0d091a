#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Gesture {
        // SwiftUICore, iOS 18.0 interface: `nonisolated public func
        // onEnded(@_inheritActorContext _ action: @escaping (Self.Value) -> Swift.Void) ->
        // SwiftUICore._EndedGesture<Self>`. The `@_inheritActorContext` is left out: Swift 6.3
        // accepts it only on `@Sendable` or `sending` closures, and on this plain closure it
        // changes nothing.
        /// Runs an action when the gesture ends.
        nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void)
            -> _EndedGesture<Self>
        {
            _EndedGesture(content: self, action: action)
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Gesture where Self.Value: Equatable {
        // SwiftUICore, iOS 18.0 interface: `nonisolated public func
        // onChanged(@_inheritActorContext _ action: @escaping (Self.Value) -> Swift.Void) ->
        // SwiftUICore._ChangedGesture<Self>`, `@_inheritActorContext` left out as above.
        /// Runs an action each time the gesture's value changes.
        nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void)
            -> _ChangedGesture<Self>
        {
            _ChangedGesture(content: self, action: action)
        }
    }
#endif
