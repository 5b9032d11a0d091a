#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `nonisolated public func gesture<T>(_ gesture: T,
        // including mask: SwiftUICore.GestureMask = .all) -> some SwiftUICore.View where T :
        // SwiftUICore.Gesture`.
        /// Attaches a gesture; gestures of subviews take precedence over it.
        nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all)
            -> some View where T: Gesture
        {
            modifier(GestureModifier(gesture: gesture, mask: mask, isSimultaneous: false))
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public func simultaneousGesture<T>(_
        // gesture: T, including mask: SwiftUICore.GestureMask = .all) -> some SwiftUICore.View
        // where T : SwiftUICore.Gesture`.
        /// Attaches a gesture that is recognized together with the gestures of subviews.
        nonisolated public func simultaneousGesture<T>(
            _ gesture: T, including mask: GestureMask = .all
        ) -> some View where T: Gesture {
            modifier(GestureModifier(gesture: gesture, mask: mask, isSimultaneous: true))
        }
    }
#endif
