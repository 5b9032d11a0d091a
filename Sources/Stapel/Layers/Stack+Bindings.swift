@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

// The bindings between core state and SwiftUI: each getter reads a core value, each setter
// reports what SwiftUI wrote. The closures are main-actor closures: SwiftUI calls them there.
extension Stack {
    /// A navigation stack's path: the layer's route identifiers; the user's pops go to
    /// `Stack.reportPath(_:ofLayerStartedBy:)`.
    func pathBinding(of layer: StackLayer) -> Binding<[RouteID]> {
        Binding(
            get: { @MainActor in layer.path },
            set: { @MainActor [self] in self.reportPath($0, ofLayerStartedBy: layer.rootID) }
        )
    }

    /// A navigation stack's path that also takes the values `NavigationLink(value:)` appends:
    /// the layer's route identifiers, read as `AnyHashable`; what SwiftUI writes goes to
    /// `Stack.reportLinkedPath(_:ofLayerStartedBy:screen:)`, which turns appended values into
    /// pushes through the stack.
    ///
    /// With a split view drawn as one stack, the path starts with its columns; what the user's
    /// back leaves of them goes to the split view.
    func linkedPathBinding(
        of layer: StackLayer, columns: SplitColumns?,
        screen: @escaping @MainActor (AnyHashable) -> Screen?
    ) -> Binding<[AnyHashable]> {
        Binding(
            get: { @MainActor in
                (columns?.path().map(AnyHashable.init) ?? []) + layer.path.map(AnyHashable.init)
            },
            set: { @MainActor [self] path in
                guard let elements = columns.map({ $0.stackElements(of: path) }) ?? path else {
                    return
                }
                self.reportLinkedPath(elements, ofLayerStartedBy: layer.rootID, screen: screen)
            }
        )
    }

    /// A sheet's, popover's or cover's item: the route that modifier presents over the layer,
    /// and the attempt, so that a presentation UIKit dropped is a new item when the stack asks
    /// again; the user's dismissals go to `Stack.reportPresentedID(_:as:over:)`.
    func presentationBinding(over layer: StackLayer, as kind: PresentationKind)
        -> Binding<PresentationItem?>
    {
        Binding(
            get: { @MainActor [self] in
                self.presentedID(over: layer, as: kind).map {
                    PresentationItem(routeID: $0, attempt: layer.presentationAttempt)
                }
            },
            set: { @MainActor [self] in
                self.reportPresentedID($0?.routeID, as: kind, over: layer)
            }
        )
    }

    /// Whether an inspector shows over the layer: `inspector(isPresented:content:)` takes a flag,
    /// not an item. It reads `StackLayer.drawnInspectorID`, observed apart from the layer's
    /// other presentations. The user's close, or a swipe down of its sheet in a compact width, goes to
    /// `Stack.reportPresentedID(_:as:over:)`.
    func inspectorBinding(over layer: StackLayer) -> Binding<Bool> {
        Binding(
            get: { @MainActor in layer.drawnInspectorID != nil },
            set: { @MainActor [self] in
                if !$0 { self.reportPresentedID(nil, as: .inspector, over: layer) }
            }
        )
    }

    /// A presented sheet's selected detent: read from the route's entry; the user's drags go to
    /// `Stack.reportSelectedDetent(_:ofRoute:)`.
    func detentBinding(for entry: RouteEntry<Screen>) -> Binding<PresentationDetent> {
        Binding(
            get: { @MainActor in entry.route.options.shownDetent.presentationDetent },
            set: { @MainActor [self] detent in
                let dragged = entry.route.options.presentedDetents.first {
                    $0.presentationDetent == detent
                }
                if let dragged { self.reportSelectedDetent(dragged, ofRoute: entry.id) }
            }
        )
    }

    /// A route's screen value: read from its entry; edits go to
    /// `Stack.updateScreen(_:forRoute:)`.
    func screenBinding(for entry: RouteEntry<Screen>) -> Binding<Screen> {
        Binding(
            get: { @MainActor in entry.route.screen },
            set: { @MainActor [self] in self.updateScreen($0, forRoute: entry.route.id) }
        )
    }
}
