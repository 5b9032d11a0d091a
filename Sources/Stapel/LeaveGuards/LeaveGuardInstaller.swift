@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Installs a screen's leave guard on its route, again with each update of the screen, so that
/// the guard reads the screen's latest state.
struct LeaveGuardInstaller<Screen>: ViewModifier {
    @Environment(Stack<Screen>.self) private var stack: Stack<Screen>?
    @Environment(\.stapelScreenSlot) private var slot
    @State private var installation = LeaveGuardInstallation<Screen>()
    let decide: @MainActor () -> LeaveDecision<Screen>

    func body(content: Content) -> some View {
        let _ = installation.install(decide, on: stack, for: slot)
        content.onAppear {
            if stack == nil {
                StapelWarning(
                    .missingStack,
                    "stapelLeaveGuard(for: \(Screen.self).self) found no Stack<\(Screen.self)> "
                        + "around it: it guards nothing. Apply it inside a screen of a Stapel "
                        + "container of \(Screen.self) screens."
                ).report(at: CallSite())
            } else if slot == .root {
                StapelWarning(
                    .unknownRoute,
                    "stapelLeaveGuard(for: \(Screen.self).self) on the root screen guards "
                        + "nothing: the root is never left."
                ).report(at: CallSite())
            }
        }
    }
}
