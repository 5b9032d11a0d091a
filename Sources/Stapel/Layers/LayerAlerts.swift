@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The alert and the confirmation dialog over one layer, drawn from the content the stack's
/// `setAlerts(_:perform:)` gives; a tapped button answers the stack, which dismisses the alert
/// and hands the button's action to the app.
///
/// SwiftUI builds an alert's buttons when the modifier is made, so the layer's body reads which
/// alert is up (`StackLayer.drawnAlertID`, observed apart from the layer's other presentations):
/// an alert coming or going evaluates the layer's body again, a sheet or a push does not. (A
/// modifier of its own would cost every new layer one more body evaluation.)
@MainActor
struct LayerAlerts<Screen> {
    let layer: StackLayer
    let stack: Stack<Screen>

    /// The layer's content, with its alert and confirmation dialog.
    func apply(to content: some View) -> some View {
        let shown = layer.drawnAlertID.flatMap { id in
            stack.alertContent(of: id).map { (id: id, content: $0) }
        }
        let isDialog = shown.flatMap { stack.route(for: $0.id) }?.style == .confirmationDialog
        let alert = isDialog ? nil : shown
        let dialog = isDialog ? shown : nil
        return
            content
            .alert(
                Text(alert?.content.title ?? ""), isPresented: isPresented(.alert),
                actions: { buttons(of: alert) }, message: { message(of: alert) }
            )
            .confirmationDialog(
                Text(dialog?.content.title ?? ""), isPresented: isPresented(.confirmationDialog),
                titleVisibility: dialog?.content.title.isEmpty == false ? .visible : .hidden,
                actions: { buttons(of: dialog) }, message: { message(of: dialog) })
    }

    /// Whether an alert of a kind is up; SwiftUI turns it off when the user dismissed it
    /// without one of the app's buttons.
    private func isPresented(_ kind: PresentationKind) -> Binding<Bool> {
        Binding(
            get: { @MainActor [stack, layer] in
                layer.drawnAlertID.flatMap { stack.route(for: $0) }?.presentationKind == kind
            },
            set: { @MainActor [stack, layer] isPresented in
                if !isPresented { stack.reportPresentedID(nil, as: kind, over: layer) }
            })
    }

    /// The buttons, each answering the stack with its index.
    @ViewBuilder
    private func buttons(of alert: (id: RouteID, content: AlertContent<Int>)?) -> some View {
        if let alert {
            ForEach(Array(alert.content.buttons.indices), id: \.self) { index in
                let button = alert.content.buttons[index]
                Button(
                    role: button.role.map { $0 == .cancel ? .cancel : .destructive },
                    action: { [stack] in stack.answerAlert(alert.id, buttonAt: index) },
                    label: { Text(button.label) })
            }
        }
    }

    /// The message, if the alert has one.
    @ViewBuilder
    private func message(of alert: (id: RouteID, content: AlertContent<Int>)?) -> some View {
        if let message = alert?.content.message {
            Text(message)
        }
    }
}
