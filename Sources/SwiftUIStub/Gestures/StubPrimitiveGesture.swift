#if !canImport(SwiftUI)
    // Not in the interface: the stub's own. The interface prints no `body` for primitive
    // gestures such as `GestureStateGesture`, whose `Body` is `Never` and whose stored closure
    // is itself named `body`; the requirement is met there by a witness the interface does not
    // show. A public protocol extension on `Gesture where Body == Never` would give `Never` a
    // second `body` beside the one from `View`, so the stub's primitive gestures that need the
    // witness conform to this protocol instead.
    /// A gesture the host recognizes itself, with no body of its own. The stub's stand-in for
    /// the `body` witness SwiftUI gives its primitive gestures; not part of SwiftUI.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public protocol _StubPrimitiveGesture: Gesture where Body == Never {}

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension _StubPrimitiveGesture {
        /// Never called: the host recognizes a primitive gesture itself.
        public var body: Never { fatalError("\(Self.self) is recognized by the host") }
    }
#endif
