@_spi(StapelUI) import StapelCore
import Testing

/// A layer's path tells observation of its changes only once something has read it: the path
/// of a stack nobody draws changes quietly, and the first reader still sees every change after
/// it read.
@MainActor
@Suite("Layers nobody has read")
struct UnreadLayerTests {
    @Test func aPathChangedBeforeAnyReadShowsEveryChangeWhenFirstRead() {
        let stack = Stack<Int>()
        stack.push(1)
        stack.push(2)
        stack.present(3, style: .sheet(withNavigation: true))
        stack.push(4)
        stack.pop()
        stack.push(5)
        let ids = stack.routes.map(\.id)
        #expect(stack.baseLayer.path == [ids[0], ids[1]])
        #expect(stack.layer(startedBy: ids[2])?.path == [ids[3]])
    }

    @Test func theFirstReadMakesTheNextChangeInvalidateTheReader() {
        let stack = Stack<Int>(routes: [.push(0)])
        stack.push(1)
        stack.pop()
        let counter = InvalidationCounter()
        counter.track("base path") { _ = stack.baseLayer.path }
        stack.push(2)
        #expect(counter.count("base path") == 1)
        counter.track("base path") { _ = stack.baseLayer.path }
        stack.pop()
        #expect(counter.count("base path") == 2)
    }

    @Test func aLayerPresentedAfterReadsIsObservedFromItsOwnFirstRead() {
        let stack = Stack<Int>()
        let counter = InvalidationCounter()
        counter.track("base path") { _ = stack.baseLayer.path }
        let sheet = stack.present(1, style: .sheet(withNavigation: true)).routeID!
        let layer = stack.layer(startedBy: sheet)!
        stack.push(2)
        counter.track("sheet path") { _ = layer.path }
        stack.push(3)
        stack.pop(2)
        #expect(counter.count("sheet path") == 1)
        #expect(counter.count("base path") == 0)
        #expect(layer.path.isEmpty)
    }
}
