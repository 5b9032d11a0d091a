#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
    // visionOS 2.0, *) @_Concurrency.MainActor @preconcurrency public struct DefaultTabLabel :
    // SwiftUICore.View`, an opaque `body`, no public initializer, and `@available(*,
    // unavailable) extension DefaultTabLabel : Swift.Sendable`.
    /// The label of a tab made from a title and an image.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @MainActor @preconcurrency public struct DefaultTabLabel: View {
        nonisolated let title: String
        nonisolated let systemImage: String

        nonisolated init(title: String, systemImage: String) {
            self.title = title
            self.systemImage = systemImage
        }

        /// The image and the title.
        @MainActor @preconcurrency public var body: some View {
            Label(title, systemImage: systemImage)
        }
    }

    @available(*, unavailable)
    extension DefaultTabLabel: Sendable {}
#endif
