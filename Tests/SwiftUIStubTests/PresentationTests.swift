#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct SheetContent: View {
        let model: Presentations
        let log: EventLog

        var body: some View {
            Probe(name: "sheet", log: log)
                .sheet(
                    isPresented: Binding(get: { model.inner }, set: { model.inner = $0 }),
                    onDismiss: { log.record("inner dismissed") },
                    content: { Probe(name: "inner", log: log) }
                )
        }
    }

    private struct Presenter: View {
        let model: Presentations
        let log: EventLog

        var body: some View {
            Probe(name: "base", log: log)
                .sheet(
                    isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 }),
                    onDismiss: { log.record("sheet dismissed") },
                    content: { SheetContent(model: model, log: log) }
                )
                .fullScreenCover(
                    isPresented: Binding(get: { model.cover }, set: { model.cover = $0 }),
                    onDismiss: { log.record("cover dismissed") },
                    content: { Probe(name: "cover", log: log) }
                )
        }
    }

    private struct Leaving: View {
        let library: Library
        let model: Presentations
        let log: EventLog

        var body: some View {
            if library.flag {
                Text("Gone")
            } else {
                Presenter(model: model, log: log)
            }
        }
    }

    private struct ItemPresenter: View {
        let model: Presentations

        var body: some View {
            Text("Books")
                .sheet(item: Binding(get: { model.item }, set: { model.item = $0 })) { book in
                    Text("Book \(book.title)")
                }
                .fullScreenCover(item: Binding(get: { nil as Book? }, set: { _ in })) { book in
                    Text("Never \(book.title)")
                }
        }
    }

    private struct Locked: View {
        @State private var isPresented = true

        var body: some View {
            Text("Base")
                .sheet(isPresented: $isPresented) {
                    Text("Locked").interactiveDismissDisabled()
                }
        }
    }

    /// A view in a sheet that takes a binding.
    private struct BindingTaker: View {
        let isOn: Binding<Bool>

        var body: some View {
            Text(isOn.wrappedValue ? "On" : "Off")
        }
    }

    /// A view in a sheet that takes nothing.
    private struct PlainSheet: View {
        var body: some View {
            Text("Plain")
        }
    }

    private struct BindingSheetPresenter: View {
        let model: Presentations

        var body: some View {
            Text("Base")
                .sheet(isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 })) {
                    VStack {
                        BindingTaker(
                            isOn: Binding(get: { model.inner }, set: { model.inner = $0 }))
                        PlainSheet()
                    }
                }
        }
    }

    @MainActor
    @Suite("Presentations")
    struct PresentationTests {
        @Test func aSheetsContentRunsAgainWhenItsTransitionEnds() async {
            let model = Presentations()
            let host = ViewHost(BindingSheetPresenter(model: model))
            model.sheet = true
            host.update()
            #expect(host.evaluationCount(of: BindingTaker.self) == 1)
            await host.settle()
            // The presenter updates when the presentation is on screen: the binding is handed
            // again, and the host cannot prove it the same; the plain view is left alone.
            #expect(host.evaluationCount(of: BindingTaker.self) == 2)
            #expect(host.evaluationCount(of: PlainSheet.self) == 1)
        }

        @Test func aSheetPresentsAndDismissesOnTheClockWithOnDismissOnce() async {
            let model = Presentations()
            let log = EventLog()
            let host = ViewHost(Presenter(model: model, log: log))
            log.take()
            model.sheet = true
            host.update()
            #expect(host.presentationDepth == 1)
            #expect(log.take() == ["appear sheet"])
            await host.advance(by: .milliseconds(500))
            #expect(host.visibleTexts == ["base", "sheet"])
            model.sheet = false
            await host.advance(by: .milliseconds(499))
            #expect(log.events.isEmpty)
            await host.advance(by: .milliseconds(1))
            #expect(log.take() == ["disappear sheet", "sheet dismissed"])
            await host.settle()
            #expect(log.events.isEmpty)
            #expect(host.transitions.map(\.kind) == [.present, .dismiss])
            #expect(host.presentationDepth == 0)
        }

        @Test func aSheetSwipedDownClearsItsBindingWhenItIsGone() async throws {
            let model = Presentations()
            let log = EventLog()
            let host = ViewHost(Presenter(model: model, log: log))
            model.sheet = true
            await host.settle()
            log.take()
            try host.swipeDownSheet()
            #expect(model.sheet)
            await host.settle()
            #expect(!model.sheet)
            #expect(log.take() == ["disappear sheet", "sheet dismissed"])
            #expect(host.transitions.last?.byUser == true)
        }

        @Test func aCoverHidesItsPresenterOnceItIsOnScreen() async throws {
            let model = Presentations()
            let log = EventLog()
            let host = ViewHost(Presenter(model: model, log: log))
            log.take()
            model.cover = true
            await host.advance(by: .milliseconds(100))
            #expect(host.visibleTexts == ["base", "cover"])
            await host.settle()
            #expect(host.visibleTexts == ["cover"])
            #expect(log.take() == ["appear cover", "disappear base"])
            #expect(throws: HostError.self) { try host.swipeDownSheet() }
            model.cover = false
            await host.settle()
            #expect(log.take() == ["appear base", "disappear cover", "cover dismissed"])
        }

        @Test func aPresentationRequestedDuringAnotherTransitionIsDroppedAndNotRetried() async {
            let model = Presentations()
            let log = EventLog()
            let host = ViewHost(Presenter(model: model, log: log))
            model.sheet = true
            model.inner = true
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.log.contains { $0.contains("while a presentation is in progress") })
            #expect(!host.visibleTexts.contains("inner"))
            model.sheet = true
            host.update()
            #expect(host.presentationDepth == 1)
            model.inner = false
            host.update()
            model.inner = true
            await host.settle()
            #expect(host.presentationDepth == 2)
            #expect(host.visibleTexts.contains("inner"))
        }

        @Test func aSecondPresentationFromAPresentingViewIsDropped() async {
            let model = Presentations()
            let host = ViewHost(Presenter(model: model, log: EventLog()))
            model.sheet = true
            await host.settle()
            model.cover = true
            await host.settle()
            #expect(host.log.contains { $0.contains("which is already presenting") })
            #expect(!host.visibleTexts.contains("cover"))
        }

        @Test func aDismissalAskedForDuringATransitionRunsAfterIt() async {
            let model = Presentations()
            let host = ViewHost(Presenter(model: model, log: EventLog()))
            model.sheet = true
            await host.advance(by: .milliseconds(100))
            model.sheet = false
            await host.advance(by: .milliseconds(100))
            #expect(host.transitions.count == 1)
            await host.settle()
            #expect(host.transitions.map(\.kind) == [.present, .dismiss])
            #expect(host.transitions.last?.start == .milliseconds(500))
            #expect(host.visibleTexts == ["base"])
        }

        @Test func dismissingALevelDismissesTheLevelsAboveInOneTransition() async {
            let model = Presentations()
            let log = EventLog()
            let host = ViewHost(Presenter(model: model, log: log))
            model.sheet = true
            await host.settle()
            model.inner = true
            await host.settle()
            #expect(host.presentationDepth == 2)
            log.take()
            model.sheet = false
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.transitions.map(\.kind) == [.present, .present, .dismiss])
            #expect(
                log.events.filter { $0.hasSuffix("dismissed") } == [
                    "inner dismissed", "sheet dismissed",
                ])
        }

        @Test func aNewItemReplacesThePresentedOne() async {
            let model = Presentations()
            let host = ViewHost(ItemPresenter(model: model))
            model.item = Book(id: 1, title: "Dune")
            await host.settle()
            #expect(host.isShowing("Book Dune"))
            model.item = Book(id: 2, title: "Emma")
            await host.settle()
            #expect(host.isShowing("Book Emma"))
            #expect(host.transitions.map(\.kind) == [.present, .dismiss, .present])
            model.item = Book(id: 2, title: "Emma II")
            await host.settle()
            #expect(host.isShowing("Book Emma II"))
            #expect(host.transitions.count == 3)
        }

        @Test func aSheetThatDisablesInteractiveDismissalCannotBeSwipedAway() async {
            let host = ViewHost(Locked())
            await host.settle()
            #expect(throws: HostError.cannotDismiss("the sheet has interactiveDismissDisabled()")) {
                try host.swipeDownSheet()
            }
        }

        @Test func aSheetGoesWhenItsPresenterLeaves() async {
            let model = Presentations()
            let library = Library()
            let log = EventLog()
            let host = ViewHost(Leaving(library: library, model: model, log: log))
            model.sheet = true
            await host.settle()
            #expect(host.hierarchy.contains("Sheet true"))
            library.flag = true
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.visibleTexts == ["Gone"])
            #expect(log.events.contains("sheet dismissed"))
            #expect(host.transitions.map(\.kind) == [.present, .dismiss])
        }

        @Test func swipingWithoutASheetFails() {
            let host = ViewHost(Text("Nothing"))
            #expect(throws: HostError.cannotDismiss("no sheet is on screen")) {
                try host.swipeDownSheet()
            }
        }
    }
#endif
