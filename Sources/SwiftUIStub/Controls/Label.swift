#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // Label<Title, Icon> : SwiftUICore.View where Title : SwiftUICore.View, Icon :
    // SwiftUICore.View`, iOS 14, `nonisolated public init(@ViewBuilder title: () -> Title,
    // @ViewBuilder icon: () -> Icon)`, an opaque `body`, and `@available(*, unavailable)
    // extension Label : Swift.Sendable`.
    /// A title with an icon.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @MainActor @preconcurrency public struct Label<Title, Icon>: View
    where Title: View, Icon: View {
        nonisolated(unsafe) let title: Title
        nonisolated(unsafe) let icon: Icon

        /// Creates a label from a title view and an icon view.
        nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
            self.title = title()
            self.icon = icon()
        }

        /// The icon and the title.
        @MainActor @preconcurrency public var body: some View {
            TupleView((icon, title))
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension Label where Title == SwiftUICore.Text, Icon ==
    // SwiftUICore.Image { nonisolated public init(_ titleKey: LocalizedStringKey, systemImage
    // name: String); @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage
    // name: String) where S : StringProtocol }`, iOS 14.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension Label where Title == Text, Icon == Image {
        /// Creates a label from a localized title and a system symbol.
        nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
            self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
        }

        /// Creates a label from a string and a system symbol.
        @_disfavoredOverload
        nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
            self.init(title: { Text(title) }, icon: { Image(systemName: name) })
        }
    }

    extension Label: HostBodyInspectable {
        var inspectedViews: [any View] { [icon, title] }
    }

    @available(*, unavailable)
    extension Label: Sendable {}
#endif
