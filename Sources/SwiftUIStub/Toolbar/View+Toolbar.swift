#if !canImport(SwiftUI)
    // Apple's two `toolbar(content:)` differ only in their builder.
    // swift-format-ignore: AmbiguousTrailingClosureOverload
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension View {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func toolbar<Content>(@ViewBuilder
        // content: () -> Content) -> some SwiftUICore.View where Content : SwiftUICore.View`.
        /// Puts views in the toolbar, where the platform places them.
        ///
        /// ```swift
        /// List { … }
        ///     .toolbar { Button("Add") { isAdding = true } }
        /// ```
        nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content)
            -> some View
        where Content: View {
            modifier(ToolbarModifier(toolbar: .views(content())))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public func toolbar<Content>(
        // @SwiftUI.ToolbarContentBuilder content: () -> Content) -> some SwiftUICore.View where
        // Content : SwiftUI.ToolbarContent`.
        /// Puts items in the toolbar, each at its placement.
        ///
        /// ```swift
        /// Form { … }
        ///     .toolbar {
        ///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        ///         ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
        ///     }
        /// ```
        nonisolated public func toolbar<Content>(
            @ToolbarContentBuilder content: () -> Content
        ) -> some View where Content: ToolbarContent {
            modifier(ToolbarModifier(toolbar: .items(content())))
        }
    }
#endif
