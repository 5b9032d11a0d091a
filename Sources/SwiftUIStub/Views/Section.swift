#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    // public struct Section<Parent, Content, Footer> {}`, `@available(*, unavailable) extension
    // Section : Swift.Sendable`, and `extension Section : SwiftUICore.View where Parent :
    // SwiftUICore.View, Content : SwiftUICore.View, Footer : SwiftUICore.View { public typealias
    // Body = Swift.Never }`. No isolation on the type; the inits print without `nonisolated`.
    /// Rows of a list or form under a header, with a footer.
    ///
    /// ```swift
    /// List(selection: $selection) {
    ///     Section("Mailboxes") {
    ///         ForEach(Mailbox.allCases, id: \.self) { Text($0.title) }
    ///     }
    /// }
    /// ```
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public struct Section<Parent, Content, Footer> {
        let header: Parent
        let content: Content
        let footer: Footer
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Section: View where Parent: View, Content: View, Footer: View {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
        // SwiftUI, iOS 18.0 interface: `public init(@SwiftUICore.ViewBuilder content: () ->
        // Content)`.
        /// Creates a section without a header or footer.
        public init(@ViewBuilder content: () -> Content) {
            self.init(header: EmptyView(), content: content(), footer: EmptyView())
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Section where Parent: View, Content: View, Footer == EmptyView {
        // SwiftUI, iOS 18.0 interface: `@_alwaysEmitIntoClient public init(@SwiftUICore.ViewBuilder
        // content: () -> Content, @SwiftUICore.ViewBuilder header: () -> Parent)`.
        /// Creates a section under a header view.
        public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
            self.init(header: header(), content: content(), footer: EmptyView())
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Section where Parent: View, Content: View, Footer: View {
        // SwiftUI, iOS 18.0 interface: `@_alwaysEmitIntoClient public init(@SwiftUICore.ViewBuilder
        // content: () -> Content, @SwiftUICore.ViewBuilder header: () -> Parent,
        // @SwiftUICore.ViewBuilder footer: () -> Footer)`.
        /// Creates a section under a header view, above a footer view.
        public init(
            @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
            @ViewBuilder footer: () -> Footer
        ) {
            self.init(header: header(), content: content(), footer: footer())
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Section where Parent == EmptyView, Content: View, Footer: View {
        // SwiftUI, iOS 18.0 interface: `@_alwaysEmitIntoClient public init(@SwiftUICore.ViewBuilder
        // content: () -> Content, @SwiftUICore.ViewBuilder footer: () -> Footer)`.
        /// Creates a section above a footer view.
        public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
            self.init(header: EmptyView(), content: content(), footer: footer())
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension Section where Parent == Text, Content: View, Footer == EmptyView {
        // SwiftUI, iOS 18.0 interface: `public init(_ titleKey: SwiftUICore.LocalizedStringKey,
        // @SwiftUICore.ViewBuilder content: () -> Content)`, iOS 15.
        /// Creates a section under a title.
        public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
            self.init(header: Text(titleKey), content: content(), footer: EmptyView())
        }

        // SwiftUI, iOS 18.0 interface: `@_disfavoredOverload public init<S>(_ title: S,
        // @SwiftUICore.ViewBuilder content: () -> Content) where S : Swift.StringProtocol`.
        /// Creates a section under a title.
        @_disfavoredOverload
        public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
            self.init(header: Text(title), content: content(), footer: EmptyView())
        }
    }

    /// A section's parts, for a list that selects among its rows.
    protocol HostSection {
        /// The header, the content and the footer, with their keys, and which is the content.
        var parts: [(ChildKey, any View, Bool)] { get }
    }

    extension Section: HostSection, GroupingView, PrimitiveView
    where Parent: View, Content: View, Footer: View {
        var parts: [(ChildKey, any View, Bool)] {
            [
                (.slot("header"), header, false), (.slot("content"), content, true),
                (.slot("footer"), footer, false),
            ]
        }

        func flattened() -> [(ChildKey, any View)] { parts.map { ($0.0, $0.1) } }
    }

    @available(*, unavailable)
    extension Section: Sendable {}
#endif
