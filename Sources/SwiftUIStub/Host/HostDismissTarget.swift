#if !canImport(SwiftUI)
    /// What `dismiss()` does where it is read: pop a pushed screen, or dismiss a presentation.
    /// Made once per pushed screen and per presentation, so that the environment keeps its
    /// identity from update to update.
    @MainActor
    final class HostDismissTarget {
        private let perform: @MainActor () -> Void

        init(_ perform: @escaping @MainActor () -> Void) {
            self.perform = perform
        }

        func dismiss() {
            perform()
        }
    }

    /// The environment's reference to the dismiss target of the screen or presentation a view
    /// is in; equal when it is the same target.
    struct HostDismissReference: Equatable, @unchecked Sendable {
        let target: HostDismissTarget?

        static func == (lhs: HostDismissReference, rhs: HostDismissReference) -> Bool {
            lhs.target === rhs.target
        }
    }

    private enum HostDismissKey: EnvironmentKey {
        static let defaultValue = HostDismissReference(target: nil)
    }

    extension EnvironmentValues {
        /// The dismiss target of the pushed screen or presentation a view is in.
        var hostDismissTarget: HostDismissTarget? {
            get { self[HostDismissKey.self].target }
            set { self[HostDismissKey.self] = HostDismissReference(target: newValue) }
        }
    }
#endif

#if !canImport(SwiftUI)
    private enum HostDialogDismissKey: EnvironmentKey {
        static let defaultValue = HostDismissReference(target: nil)
    }

    extension EnvironmentValues {
        /// The alert or confirmation dialog a button is in: its tap dismisses it.
        var hostDialogDismiss: HostDismissTarget? {
            get { self[HostDialogDismissKey.self].target }
            set { self[HostDialogDismissKey.self] = HostDismissReference(target: newValue) }
        }
    }
#endif
