#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import SwiftUIStub
    import Testing

    /// What a sheet with detents writes to.
    @MainActor
    @Observable
    private final class SheetModel {
        var isPresented = true
        var detent = PresentationDetent.medium
        var detentWrites = 0
        var locked = false
        var taps = 0
        var interaction = PresentationBackgroundInteraction.automatic
    }

    /// A list with a button behind a sheet that rests at medium or large.
    private struct DetentSheet: View {
        let model: SheetModel
        var bound = true

        var body: some View {
            Button("Behind") { model.taps += 1 }
                .sheet(
                    isPresented: Binding(
                        get: { model.isPresented }, set: { model.isPresented = $0 })
                ) {
                    if bound {
                        Text("Details")
                            .presentationDetents(
                                [.medium, .large],
                                selection: Binding(
                                    get: { model.detent },
                                    set: {
                                        model.detent = $0
                                        model.detentWrites += 1
                                    })
                            )
                            .interactiveDismissDisabled(model.locked)
                            .presentationBackgroundInteraction(model.interaction)
                            .presentationDragIndicator(.visible)
                    } else {
                        Text("Details").presentationDetents([.fraction(0.25), .height(600)])
                    }
                }
        }
    }

    @MainActor
    @Suite("Sheet detents: drags, code, the dismiss lock, taps behind")
    struct DetentTests {
        @Test func aDragToAnotherDetentWritesTheSelection() async throws {
            let model = SheetModel()
            let host = ViewHost(DetentSheet(model: model))
            await host.settle()
            #expect(host.sheetDetent == .medium)
            try host.dragSheet(to: .large)
            #expect(model.detent == .large)
            #expect(model.detentWrites == 1)
            #expect(host.sheetDetent == .large)
            let drag = try #require(host.transitions.last)
            #expect(drag.kind == .detent)
            #expect(drag.byUser)
            await host.settle()
            #expect(host.transitions.filter { $0.kind == .detent }.count == 1)
        }

        @Test func aWriteFromCodeMovesTheSheetWithoutAWriteBack() async {
            let model = SheetModel()
            let host = ViewHost(DetentSheet(model: model))
            await host.settle()
            model.detent = .large
            await host.settle()
            #expect(host.sheetDetent == .large)
            #expect(model.detentWrites == 0)
            let move = host.transitions.last
            #expect(move?.kind == .detent)
            #expect(move?.byUser == false)
            #expect(move?.duration == .milliseconds(300))
        }

        @Test func aDragToADetentTheSheetLacksFails() async {
            let model = SheetModel()
            let host = ViewHost(DetentSheet(model: model))
            await host.settle()
            #expect(throws: HostError.self) { try host.dragSheet(to: .fraction(0.3)) }
            #expect(model.detentWrites == 0)
            model.isPresented = false
            await host.settle()
            #expect(host.sheetDetent == nil)
            #expect(throws: HostError.self) { try host.dragSheet(to: .large) }
        }

        @Test func aSelectionOutsideTheDetentsIsLoggedAndTheSheetStays() async {
            let model = SheetModel()
            let host = ViewHost(DetentSheet(model: model))
            await host.settle()
            model.detent = .height(120)
            await host.settle()
            #expect(host.sheetDetent == .medium)
            #expect(host.log.contains { $0.contains("not one of the sheet's detents") })
        }

        @Test func aSheetWithoutSelectionRestsAtItsSmallestDetentAndKeepsTheDrag() async throws {
            let model = SheetModel()
            let host = ViewHost(DetentSheet(model: model, bound: false))
            await host.settle()
            #expect(host.sheetDetent == .fraction(0.25))
            try host.dragSheet(to: .height(600))
            await host.settle()
            #expect(host.sheetDetent == .height(600))
        }

        @Test func aSheetWithoutDetentsRestsAtLargeAndCannotBeDragged() async {
            let host = ViewHost(
                Text("Base").sheet(isPresented: .constant(true)) { Text("Plain") })
            await host.settle()
            #expect(host.sheetDetent == .large)
            #expect(throws: HostError.self) { try host.dragSheet(to: .medium) }
        }

        @Test func theDismissLockHoldsAgainstTheSwipeButNotAgainstCode() async throws {
            let model = SheetModel()
            model.locked = true
            let host = ViewHost(DetentSheet(model: model))
            await host.settle()
            #expect(throws: HostError.self) { try host.swipeDownSheet() }
            try host.dragSheet(to: .large)
            #expect(host.presentationDepth == 1)
            model.isPresented = false
            await host.settle()
            #expect(host.presentationDepth == 0)
        }

        @Test func theViewsBehindTakeTouchesOnlyWhereTheInteractionSaysSo() async throws {
            let model = SheetModel()
            let host = ViewHost(DetentSheet(model: model))
            await host.settle()
            #expect(throws: HostError.self) { try host.tap("Behind") }

            model.interaction = .enabled(upThrough: .medium)
            await host.settle()
            try host.tap("Behind")
            #expect(model.taps == 1)
            try host.dragSheet(to: .large)
            await host.settle()
            #expect(throws: HostError.self) { try host.tap("Behind") }

            model.interaction = .enabled
            await host.settle()
            try host.tap("Behind")
            #expect(model.taps == 2)

            model.interaction = .disabled
            await host.settle()
            #expect(throws: HostError.self) { try host.tap("Behind") }
        }
    }
#endif
