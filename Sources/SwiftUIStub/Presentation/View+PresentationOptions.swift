#if !canImport(SwiftUI)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension View {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func presentationDetents(_ detents:
        // Swift.Set<SwiftUI.PresentationDetent>) -> some SwiftUICore.View`, iOS 16.0.
        /// Sets the heights the sheet that shows this view can rest at; the user drags between
        /// them.
        nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>)
            -> some View
        {
            modifier(DetentsModifier(detents: detents, selection: nil))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func presentationDetents(_ detents:
        // Swift.Set<SwiftUI.PresentationDetent>, selection:
        // SwiftUICore.Binding<SwiftUI.PresentationDetent>) -> some SwiftUICore.View`, iOS 16.0.
        /// Sets the heights the sheet can rest at, and binds the one it rests at: a drag by the
        /// user writes the binding, a write moves the sheet.
        nonisolated public func presentationDetents(
            _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
        ) -> some View {
            modifier(DetentsModifier(detents: detents, selection: selection))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func presentationDragIndicator(_
        // visibility: SwiftUI.Visibility) -> some SwiftUICore.View`, iOS 16.0.
        /// Sets whether the sheet shows its drag indicator.
        nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
            attributed(.presentationDragIndicator(visibility))
        }
    }

    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    extension View {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func
        // presentationBackgroundInteraction(_ interaction:
        // SwiftUI.PresentationBackgroundInteraction) -> some SwiftUICore.View`, iOS 16.4.
        /// Sets whether the views behind the sheet that shows this view take touches.
        nonisolated public func presentationBackgroundInteraction(
            _ interaction: PresentationBackgroundInteraction
        ) -> some View {
            attributed(.presentationBackgroundInteraction(interaction))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func presentationCompactAdaptation(_
        // adaptation: SwiftUI.PresentationAdaptation) -> some SwiftUICore.View`, iOS 16.4.
        /// Sets what the presentation that shows this view becomes in a compact size class.
        nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
            -> some View
        {
            attributed(.presentationCompactAdaptation(horizontal: adaptation, vertical: adaptation))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func
        // presentationCompactAdaptation(horizontal horizontalAdaptation:
        // SwiftUI.PresentationAdaptation, vertical verticalAdaptation:
        // SwiftUI.PresentationAdaptation) -> some SwiftUICore.View`, iOS 16.4.
        /// Sets what the presentation becomes in a compact width and in a compact height.
        nonisolated public func presentationCompactAdaptation(
            horizontal horizontalAdaptation: PresentationAdaptation,
            vertical verticalAdaptation: PresentationAdaptation
        ) -> some View {
            attributed(
                .presentationCompactAdaptation(
                    horizontal: horizontalAdaptation, vertical: verticalAdaptation))
        }
    }
#endif
