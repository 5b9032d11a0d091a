#if !canImport(SwiftUI)
    import Observation
    import SwiftUIStub
    import Testing

    /// What a popover writes to.
    @MainActor
    @Observable
    private final class PopoverModel {
        var isPresented = false
        var item: Book?
        var locked = false
    }

    /// A button that shows a popover, which adapts as its content asks.
    private struct PopoverButton: View {
        let model: PopoverModel
        var adaptation: PresentationAdaptation?

        var body: some View {
            Button("Share") { model.isPresented = true }
                .popover(
                    isPresented: Binding(
                        get: { model.isPresented }, set: { model.isPresented = $0 }),
                    attachmentAnchor: .point(.top), arrowEdge: .bottom
                ) {
                    if let adaptation {
                        CounterView(title: "Options").presentationCompactAdaptation(adaptation)
                    } else {
                        CounterView(title: "Options").interactiveDismissDisabled(model.locked)
                    }
                }
        }
    }

    private struct ItemPopover: View {
        let model: PopoverModel

        var body: some View {
            Text("Books")
                .popover(item: Binding(get: { model.item }, set: { model.item = $0 })) { book in
                    Text("Book \(book.title)")
                        .presentationCompactAdaptation(
                            horizontal: .fullScreenCover, vertical: .sheet)
                }
        }
    }

    @MainActor
    @Suite("Popovers: a popover in a regular width, what it adapts to in a compact one")
    struct PopoverTests {
        @Test func aPopoverShowsAsAPopoverInARegularWidthAndASheetInACompactOne() async throws {
            let model = PopoverModel()
            let host = ViewHost(PopoverButton(model: model))
            host.horizontalSizeClass = .regular
            try host.tap("Share")
            await host.settle()
            #expect(host.presentationStyles == [.popover])
            #expect(host.sheetDetent == nil)
            #expect(host.hierarchy.contains("Popover"))
            try host.tap("Add to Options")
            #expect(host.isShowing("Options 1"))

            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(host.presentationStyles == [.sheet])
            #expect(model.isPresented)
            #expect(host.isShowing("Options 1"))
            #expect(host.sheetDetent == .large)

            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.presentationStyles == [.popover])
            #expect(host.isShowing("Options 1"))
            #expect(host.transitions.map(\.kind) == [.present])
        }

        @Test func aTapOutsideDismissesAPopoverUnlessItIsLocked() async throws {
            let model = PopoverModel()
            model.locked = true
            let host = ViewHost(PopoverButton(model: model))
            host.horizontalSizeClass = .regular
            model.isPresented = true
            await host.settle()
            #expect(throws: HostError.self) { try host.tapOutsidePopover() }
            #expect(throws: HostError.self) { try host.swipeDownSheet() }
            model.locked = false
            await host.settle()
            try host.tapOutsidePopover()
            await host.settle()
            #expect(!model.isPresented)
            #expect(host.transitions.last?.kind == .dismiss)
            #expect(host.transitions.last?.byUser == true)
            #expect(throws: HostError.self) { try host.tapOutsidePopover() }
        }

        @Test func aPopoverAdaptedToASheetIsSwipedDownLikeOne() async throws {
            let model = PopoverModel()
            let host = ViewHost(PopoverButton(model: model))
            model.isPresented = true
            await host.settle()
            #expect(throws: HostError.self) { try host.tapOutsidePopover() }
            try host.swipeDownSheet()
            await host.settle()
            #expect(!model.isPresented)
        }

        @Test(arguments: [
            (PresentationAdaptation.none, HostPresentationStyle.popover),
            (.popover, .popover),
            (.sheet, .sheet),
            (.fullScreenCover, .fullScreenCover),
            (.automatic, .sheet),
        ])
        func theContentChoosesWhatAPopoverBecomesWhenCompact(
            adaptation: PresentationAdaptation, style: HostPresentationStyle
        ) async {
            let model = PopoverModel()
            let host = ViewHost(PopoverButton(model: model, adaptation: adaptation))
            model.isPresented = true
            await host.settle()
            #expect(host.presentationStyles == [style])
            host.horizontalSizeClass = .regular
            #expect(host.presentationStyles == [.popover])
        }

        @Test func anItemPopoverAdaptedToACoverHidesWhatIsBelow() async {
            let model = PopoverModel()
            let host = ViewHost(ItemPopover(model: model))
            model.item = Book(id: 1, title: "Dune")
            await host.settle()
            #expect(host.presentationStyles == [.fullScreenCover])
            #expect(host.visibleTexts == ["Book Dune"])
            #expect(host.hierarchy.contains("FullScreenCover"))
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.visibleTexts == ["Books", "Book Dune"])
            model.item = nil
            await host.settle()
            #expect(host.presentationStyles.isEmpty)
        }
    }
#endif
