@_spi(StapelUI) import StapelCore
import Testing

@testable import Stapel

private enum Screen: Hashable {
    case inbox
    case chat(Int)
    case compose
}

private enum Tab: Hashable, Codable { case inbox, settings }

/// The bindings and lookups the SwiftUI layer hands to SwiftUI: each getter reads the core,
/// each setter reports to it. They run on Linux because SwiftUIStub's `Binding` really gets and
/// sets, and on Apple platforms against SwiftUI itself.
@MainActor
@Suite("SwiftUI wiring")
struct WiringTests {
    @Test func pathBindingReadsTheLayerAndReportsUserPops() {
        let stack = Stack<Screen>(routes: [.push(.inbox), .push(.chat(1)), .push(.chat(2))])
        let path = stack.pathBinding(of: stack.baseLayer)
        #expect(path.wrappedValue == stack.routes.map(\.id))
        path.wrappedValue = [stack.routes[0].id]
        #expect(stack.routes.map(\.screen) == [.inbox])
    }

    @Test func pathBindingIgnoresPathsTheUserCannotProduce() {
        let stack = Stack<Screen>(routes: [.push(.inbox)])
        let path = stack.pathBinding(of: stack.baseLayer)
        path.wrappedValue = stack.routes.map(\.id) + [RouteID.unique()]
        #expect(stack.depth == 1)
    }

    @Test func presentationBindingsSplitSheetsAndCovers() throws {
        let stack = Stack<Screen>()
        let id = try #require(
            stack.present(.compose, style: .fullScreenCover(withNavigation: false)).routeID)
        let sheet = stack.presentationBinding(over: stack.baseLayer, as: .sheet)
        let cover = stack.presentationBinding(over: stack.baseLayer, as: .fullScreenCover)
        #expect(sheet.wrappedValue == nil)
        #expect(cover.wrappedValue?.routeID == id)
        sheet.wrappedValue = nil
        #expect(stack.depth == 1)
        cover.wrappedValue = nil
        #expect(stack.depth == 0)
    }

    @Test func screenBindingEditsTheRouteInPlace() throws {
        let stack = Stack<Screen>(routes: [.push(.chat(1))])
        let entry = try #require(stack.entry(for: stack.routes[0].id))
        let screen = stack.screenBinding(for: entry)
        screen.wrappedValue = .chat(2)
        #expect(stack.routes.map(\.screen) == [.chat(2)])
        #expect(stack.routes[0].id == entry.route.id)
        #expect(screen.wrappedValue == .chat(2))
    }

    @Test func screensAreLookedUpOnceFromTheirEntry() throws {
        let stack = Stack<Screen>(routes: [.push(.inbox)])
        let id = stack.routes[0].id
        let built = stack.screen(for: id, destination: { Text("\($0.wrappedValue)") })
        let screen = try #require(built)
        #expect(screen.entry === stack.entry(for: id))
        #expect(stack.screen(for: RouteID.unique(), destination: { _ in EmptyView() }) == nil)
        stack.pop()
        #expect(screen.entry.route.screen == .inbox)
    }

    @Test func presentedLayersNeedTheirLayerAndFirstScreen() throws {
        let stack = Stack<Screen>()
        let id = try #require(stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        let built = stack.presentedLayer(startedBy: id, destination: { _ in EmptyView() })
        let layer = try #require(built)
        #expect(layer.layer === stack.layer(startedBy: id))
        #expect(layer.root.entry.route.id == id)
        #expect(
            stack.presentedLayer(startedBy: RouteID.unique(), destination: { _ in EmptyView() })
                == nil)
    }

    @Test func tabSelectionBindingPopsOnReselection() {
        let tabs = KeyedNavigation<Tab, Stack<Screen>>(selection: .inbox)
        tabs.child(for: .inbox).push(.chat(1))
        let selection = tabs.selectionBinding
        selection.wrappedValue = .settings
        #expect(selection.wrappedValue == .settings)
        #expect(tabs.child(for: .inbox).depth == 1)
        selection.wrappedValue = .inbox
        selection.wrappedValue = .inbox
        #expect(tabs.child(for: .inbox).depth == 0)
    }

    @Test func pushedViewsAreDrawnByTheDefaultRegistry() throws {
        let stack = Stack<AnyScreen>()
        stack.push(view: Text("Pushed"), name: "pushed")
        let top = try #require(stack.top)
        #expect(top.name == "pushed")
        let opaque = try #require(top.screen.as(OpaqueScreen.self))
        #expect(opaque.payload is ViewBox)
        let registry = EnvironmentValues().stapelDestinations
        #expect(registry.output(for: top.screen) != nil)
        #expect(registry.output(for: AnyScreen(Recipe(id: 1))) == nil)
    }

    @Test func everyPushedViewIsItsOwnScreen() {
        let stack = Stack<AnyScreen>()
        stack.push(view: Text("Same"))
        stack.push(view: Text("Same"))
        #expect(stack.routes[0].screen != stack.routes[1].screen)
    }

    @Test func environmentDefaults() {
        let values = EnvironmentValues()
        #expect(values.stapelStack == nil)
        #expect(values.stapelScreenSlot == .root)
    }
}
