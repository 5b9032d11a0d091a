#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension LinkActivation {
    /// A flag that is on while a selection holds a tag; turning it on selects the tag, turning
    /// it off clears the selection if it still holds the tag.
    ///
    /// The tag need not be `Sendable`, and its `Hashable` conformance may be isolated to the
    /// main actor: the binding's closures run there. They say so, rather than count on
    /// SwiftUI's `@_inheritActorContext`, which the stub's plain closures do not model.
    @MainActor
    static func binding<Tag: Hashable>(tag: Tag, selection: Binding<Tag?>) -> Binding<Bool> {
        let tag = MainActorBox(tag)
        return Binding(
            get: { @MainActor in isActive(selection: selection.wrappedValue, tag: tag.value) },
            set: { @MainActor active in
                selection.wrappedValue = LinkActivation.selection(
                    settingActive: active, current: selection.wrappedValue, tag: tag.value)
            }
        )
    }
}
