#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension LinkActivation {
    /// A flag that is on while a selection holds a tag; turning it on selects the tag, turning
    /// it off clears the selection if it still holds the tag.
    static func binding<Tag: Hashable & Sendable>(tag: Tag, selection: Binding<Tag?>)
        -> Binding<Bool>
    {
        Binding(
            get: { isActive(selection: selection.wrappedValue, tag: tag) },
            set: {
                selection.wrappedValue = LinkActivation.selection(
                    settingActive: $0, current: selection.wrappedValue, tag: tag)
            }
        )
    }
}
