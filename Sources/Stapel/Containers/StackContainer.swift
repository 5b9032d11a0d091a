@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Draws a `Stack` with Apple's navigation: the base layer, its presentations, the stack and
/// the namespace of its zooms in the environment, the report of each drawn plan step (the step then waits for the
/// transitions it started to end, see `reportScreenDisappeared`), and the transaction the
/// stack's unanimated changes run in. It tells the views around it that a container of its
/// screen type is drawn: a container whose navigation it is drawn in warns, since nested
/// navigation breaks both.
struct StackContainer<Screen, Root: View, Destination: View>: View {
    /// Where the zoom sources and the zoomed screens of this container meet.
    @Namespace private var zoomNamespace
    @Environment(\.stapelAlerts) private var alerts
    let stack: Stack<Screen>
    let root: Root
    let destination: DestinationBuilder<Screen, Destination>
    /// A split view's columns around the stack, when it is the split view's detail column.
    var split: SplitColumns? = nil

    var body: some View {
        let _ = stack.runUnanimatedChanges(in: DisablingAnimations())
        let _ = installAlerts()
        BaseLayer(stack: stack, root: root, destination: destination, split: split)
            .environment(stack)
            .environment(\.stapelContainerScreenType, String(describing: Screen.self))
            .environment(\.stapelControlStack, stack.controlStack)
            .environment(\.stapelZoomNamespace, zoomNamespace)
            .onChange(of: stack.planStep, initial: true) { _, drawnStep in
                stack.reportStepDrawn(drawnStep)
            }
            .preference(
                key: StapelDrawnContainersKey.self, value: [String(describing: Screen.self)])
    }

    /// Gives the stack the alerts of `stapelAlerts(for:_:perform:)` around the container.
    private func installAlerts() {
        guard let alerts, !alerts.install(stack) else { return }
        StapelWarning(
            .invalidRegistration,
            "stapelAlerts(for: \(alerts.screenType).self) is around a container of "
                + "\(Screen.self): its alerts are not this container's."
        ).report(at: CallSite())
    }
}
