#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// A list row's label with the trailing disclosure chevron of a navigation row.
struct DisclosureRowLabel<Label: View>: View {
    let label: Label

    var body: some View {
        HStack {
            label.foregroundStyle(HierarchicalShapeStyle.primary)
            Spacer()
            Image(systemName: "chevron.forward")
                .foregroundStyle(HierarchicalShapeStyle.tertiary)
        }
    }
}
