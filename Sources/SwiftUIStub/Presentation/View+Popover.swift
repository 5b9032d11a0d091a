#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    extension View {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func popover<Item, Content>(item:
        // SwiftUICore.Binding<Item?>, attachmentAnchor: SwiftUI.PopoverAttachmentAnchor =
        // .rect(.bounds), arrowEdge: SwiftUICore.Edge = .top, @SwiftUICore.ViewBuilder content:
        // @escaping (Item) -> Content) -> some SwiftUICore.View where Item : Swift.Identifiable,
        // Content : SwiftUICore.View`, iOS 13.0. The iOS 18.0 overload without `arrowEdge` is
        // left out: the deployment floor is iOS 17, and nothing uses it.
        /// Presents a popover while an item is set; in a compact width it shows as a sheet,
        /// unless its content asks otherwise. The user's dismissal sets the item to `nil`.
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        nonisolated public func popover<Item, Content>(
            item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
            arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View where Item: Identifiable, Content: View {
            modifier(PresentationModifier.item(item, kind: .popover, onDismiss: nil, content))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func popover<Content>(isPresented:
        // SwiftUICore.Binding<Swift.Bool>, attachmentAnchor: SwiftUI.PopoverAttachmentAnchor =
        // .rect(.bounds), arrowEdge: SwiftUICore.Edge = .top, @SwiftUICore.ViewBuilder content:
        // @escaping () -> Content) -> some SwiftUICore.View where Content : SwiftUICore.View`,
        // iOS 13.0.
        /// Presents a popover while a flag is on; the user's dismissal turns it off.
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        nonisolated public func popover<Content>(
            isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
            arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
        ) -> some View where Content: View {
            modifier(
                PresentationModifier.flag(isPresented, kind: .popover, onDismiss: nil, content))
        }
    }
#endif
