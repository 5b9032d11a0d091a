#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    // @preconcurrency @_Concurrency.MainActor public struct DismissAction {
    // @_Concurrency.MainActor @preconcurrency public func callAsFunction() }`, and
    // `extension SwiftUI.DismissAction : Swift.Sendable {}`. The same in 26.0.
    /// The action that dismisses the view it is read in: a pushed screen pops, the root of a
    /// presentation dismisses the presentation, and anywhere else it does nothing.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency @MainActor public struct DismissAction {
        nonisolated let target: HostDismissReference

        /// Dismisses the view it was read in, as the back button or a swipe down would.
        @MainActor @preconcurrency public func callAsFunction() {
            target.target?.dismiss()
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension DismissAction: Sendable {}

    // SwiftUI, iOS 18.0 interface: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    // extension SwiftUICore.EnvironmentValues { public var dismiss: SwiftUI.DismissAction { get }
    // public var isPresented: Swift.Bool { get } }`. The same in 26.0.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension EnvironmentValues {
        /// Dismisses the view that reads it: see ``DismissAction``.
        public var dismiss: DismissAction {
            DismissAction(target: HostDismissReference(target: hostDismissTarget))
        }

        /// Whether the view that reads it is presented: a pushed screen, or the content of a
        /// sheet, cover or popover.
        public var isPresented: Bool {
            hostDismissTarget != nil
        }
    }
#endif
