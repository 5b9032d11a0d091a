@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Presentation bindings")
struct PresentationBindingTests {
    @Test func presentedIDMatchesOnlyItsStyle() throws {
        let stack = Stack<TestScreen>()
        let id = try #require(stack.present(.compose, style: .sheet(withNavigation: false)).routeID)
        #expect(stack.presentedID(over: stack.baseLayer, as: .sheet) == id)
        #expect(stack.presentedID(over: stack.baseLayer, as: .fullScreenCover) == nil)
    }

    @Test func coverOverASheetIsFoundOnTheSheetsLayer() throws {
        let stack = Stack<TestScreen>()
        let sheet = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        let cover = try #require(
            stack.present(.settings, style: .fullScreenCover(withNavigation: false)).routeID)
        let sheetLayer = try #require(stack.layer(startedBy: sheet))
        #expect(stack.presentedID(over: sheetLayer, as: .fullScreenCover) == cover)
        #expect(stack.presentedID(over: stack.baseLayer, as: .sheet) == sheet)
    }

    @Test func nilFromTheMatchingBindingDismisses() throws {
        let stack = Stack<TestScreen>()
        stack.push(.inbox)
        _ = try #require(stack.present(.compose, style: .sheet(withNavigation: false)).routeID)
        let log = EventLog(stack)
        #expect(stack.reportPresentedID(nil, as: .sheet, over: stack.baseLayer))
        #expect(stack.screens == [.inbox])
        #expect(log.events.count == 1)
        guard case .dismissedByUser = log.events.first else {
            Issue.record("expected a user dismissal, got \(log.events)")
            return
        }
    }

    @Test func nilFromTheOtherStylesBindingIsIgnored() throws {
        let stack = Stack<TestScreen>()
        _ = try #require(stack.present(.compose, style: .sheet(withNavigation: false)).routeID)
        #expect(!stack.reportPresentedID(nil, as: .fullScreenCover, over: stack.baseLayer))
        #expect(stack.depth == 1)
    }

    @Test func nonNilAndDuplicateReportsChangeNothing() throws {
        let stack = Stack<TestScreen>()
        let id = try #require(stack.present(.compose).routeID)
        #expect(!stack.reportPresentedID(id, as: .sheet, over: stack.baseLayer))
        #expect(stack.reportPresentedID(nil, as: .sheet, over: stack.baseLayer))
        #expect(!stack.reportPresentedID(nil, as: .sheet, over: stack.baseLayer))
        #expect(stack.depth == 0)
    }

    @Test func routeIDIsItsOwnIdentity() {
        let id = RouteID.unique()
        #expect(id.id == id)
    }
}
