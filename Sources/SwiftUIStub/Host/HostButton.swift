#if !canImport(SwiftUI)
    /// A button as the host sees it: its role, for the system buttons of alerts and dialogs.
    @MainActor
    protocol HostButton {
        var buttonRole: ButtonRole? { get }
    }

    extension ViewNode {
        /// The role of the button this node draws, if it draws one.
        var buttonRole: ButtonRole? { (view as? any HostButton)?.buttonRole }
    }
#endif
