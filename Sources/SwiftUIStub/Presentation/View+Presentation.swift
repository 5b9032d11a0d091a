#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUI, iOS 18.0 interface: `sheet(item:onDismiss:content:)`.
        /// Presents a sheet while an item is set; the user's dismissal sets it to `nil`.
        nonisolated public func sheet<Item, Content>(
            item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View where Item: Identifiable, Content: View {
            modifier(PresentationModifier.item(item, kind: .sheet, onDismiss: onDismiss, content))
        }

        // SwiftUI, iOS 18.0 interface: `sheet(isPresented:onDismiss:content:)`.
        /// Presents a sheet while a flag is on; the user's dismissal turns it off.
        nonisolated public func sheet<Content>(
            isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View where Content: View {
            modifier(
                PresentationModifier.flag(
                    isPresented, kind: .sheet, onDismiss: onDismiss, content))
        }

        // SwiftUI, iOS 18.0 interface: `fullScreenCover(item:onDismiss:content:)`.
        /// Presents a full-screen cover while an item is set.
        @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
        @available(macOS, unavailable)
        nonisolated public func fullScreenCover<Item, Content>(
            item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View where Item: Identifiable, Content: View {
            modifier(
                PresentationModifier.item(
                    item, kind: .fullScreenCover, onDismiss: onDismiss, content))
        }

        // SwiftUI, iOS 18.0 interface: `fullScreenCover(isPresented:onDismiss:content:)`.
        /// Presents a full-screen cover while a flag is on.
        @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
        @available(macOS, unavailable)
        nonisolated public func fullScreenCover<Content>(
            isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View where Content: View {
            modifier(
                PresentationModifier.flag(
                    isPresented, kind: .fullScreenCover, onDismiss: onDismiss, content)
            )
        }
    }

    extension PresentationModifier {
        nonisolated static func item<Item: Identifiable, Content: View>(
            _ item: Binding<Item?>, kind: PresentationRecord.Kind, onDismiss: (() -> Void)?,
            _ content: @escaping (Item) -> Content
        ) -> PresentationModifier {
            PresentationModifier(
                kind: kind,
                wanted: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
                clearBinding: { item.wrappedValue = nil }, onDismiss: onDismiss)
        }

        nonisolated static func flag<Content: View>(
            _ isPresented: Binding<Bool>, kind: PresentationRecord.Kind, onDismiss: (() -> Void)?,
            _ content: @escaping () -> Content
        ) -> PresentationModifier {
            PresentationModifier(
                kind: kind,
                wanted: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
                clearBinding: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
        }
    }
#endif
