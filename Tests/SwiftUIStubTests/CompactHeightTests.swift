#if !canImport(SwiftUI)
    import Observation
    import SwiftUIStub
    import Testing

    @MainActor
    @Observable
    private final class SheetModel {
        var isPresented = false
    }

    /// A sheet whose content may set a compact adaptation.
    private struct SheetButton: View {
        let model: SheetModel
        var adaptation: PresentationAdaptation?

        var body: some View {
            Button("Open") { model.isPresented = true }
                .sheet(
                    isPresented: Binding(
                        get: { model.isPresented }, set: { model.isPresented = $0 })
                ) {
                    if let adaptation {
                        Text("Sheet").presentationCompactAdaptation(adaptation)
                    } else {
                        Text("Sheet")
                    }
                }
        }
    }

    private struct AdaptedPopover: View {
        @State var isPresented = false
        let horizontal: PresentationAdaptation
        let vertical: PresentationAdaptation

        var body: some View {
            Button("Share") { isPresented = true }
                .popover(isPresented: $isPresented) {
                    Text("Options")
                        .presentationCompactAdaptation(horizontal: horizontal, vertical: vertical)
                }
        }
    }

    @MainActor
    @Suite("Compact height: a sheet adapts to a cover, as on an iPhone in landscape")
    struct CompactHeightTests {
        @Test func aSheetBecomesACoverInACompactHeightAndASheetAgainAfter() async throws {
            let model = SheetModel()
            let host = ViewHost(SheetButton(model: model))
            #expect(host.verticalSizeClass == .regular)
            try host.tap("Open")
            await host.settle()
            #expect(host.presentationStyles == [.sheet])
            host.verticalSizeClass = .compact
            await host.settle()
            #expect(host.presentationStyles == [.fullScreenCover])
            #expect(host.isShowing("Sheet"))
            // A cover can't be swiped away.
            #expect(throws: HostError.self) { try host.swipeDownSheet() }
            host.verticalSizeClass = .regular
            await host.settle()
            #expect(host.presentationStyles == [.sheet])
            try host.swipeDownSheet()
            await host.settle()
            #expect(host.presentationStyles.isEmpty)
            #expect(!model.isPresented)
        }

        @Test func aSheetThatAsksNotToAdaptStaysASheet() async throws {
            for adaptation in [PresentationAdaptation.none, .sheet] {
                let model = SheetModel()
                let host = ViewHost(SheetButton(model: model, adaptation: adaptation))
                host.verticalSizeClass = .compact
                try host.tap("Open")
                await host.settle()
                #expect(host.presentationStyles == [.sheet])
            }
        }

        @Test func aPopoverInACompactHeightFollowsItsVerticalAdaptation() async throws {
            let cases: [(PresentationAdaptation, HostPresentationStyle)] = [
                (.automatic, .fullScreenCover), (.sheet, .sheet), (.none, .popover),
                (.fullScreenCover, .fullScreenCover),
            ]
            for (vertical, style) in cases {
                let host = ViewHost(AdaptedPopover(horizontal: .popover, vertical: vertical))
                host.horizontalSizeClass = .regular
                host.verticalSizeClass = .compact
                try host.tap("Share")
                await host.settle()
                #expect(host.presentationStyles == [style], "vertical adaptation \(vertical)")
                // In a regular height the horizontal adaptation rules again.
                host.verticalSizeClass = .regular
                await host.settle()
                #expect(host.presentationStyles == [.popover])
            }
        }
    }
#endif
