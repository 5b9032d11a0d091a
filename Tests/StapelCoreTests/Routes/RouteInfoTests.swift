@_spi(StapelUI) import StapelCore
import Testing

/// What a screen reads about its own route: its identity, style, position and name, from the
/// route's entry.
@MainActor
@Suite("Route information")
struct RouteInfoTests {
    @Test func eachEntryTellsItsRoutesStylePositionAndName() throws {
        let stack = Stack<Int>()
        stack.push(1, name: "first")
        stack.present(2, style: .sheet(withNavigation: true))
        stack.push(3)
        stack.present(4, style: .fullScreenCover(withNavigation: false))

        let infos = try stack.routes.map { try #require(stack.entry(for: $0.id)).info }
        #expect(infos.map(\.index) == [0, 1, 2, 3])
        #expect(
            infos.map(\.style) == [
                .push, .sheet(withNavigation: true), .push,
                .fullScreenCover(withNavigation: false),
            ])
        #expect(infos.map(\.name) == ["first", nil, nil, nil])
        #expect(infos.map(\.id) == stack.routes.map(\.id))
    }

    @Test func aRouteKeepsItsPositionWhileRoutesAboveItComeAndGo() throws {
        let stack = Stack<Int>(routes: [.push(0), .push(1)])
        let entry = try #require(stack.entry(for: stack.routes[1].id))
        stack.push(2)
        stack.present(3)
        stack.dismiss()
        stack.pop()
        stack.setRoutes(Array(stack.routes) + [.push(4)], animated: false)
        #expect(entry.info.index == 1)
        #expect(stack.routes.firstIndex { $0.id == entry.id } == 1)
    }

    @Test func aPushDoesNotInvalidateTheInformationOfTheScreensBelow() throws {
        let stack = Stack<Int>(routes: (0..<10).map { Route.push($0) })
        let counter = InvalidationCounter()
        for route in stack.routes {
            let entry = try #require(stack.entry(for: route.id))
            counter.track("screen \(route.screen)") { _ = entry.info }
        }

        stack.push(10)
        stack.pop()

        #expect(counter.invalidatedReaders.isEmpty)
    }

    @Test func aRenameInTheRouteListChangesTheRoutesInformation() throws {
        let stack = Stack<Int>(routes: [.push(0, name: "old")])
        let entry = try #require(stack.entry(for: stack.routes[0].id))
        let counter = InvalidationCounter()
        counter.track("screen 0") { _ = entry.info }

        var renamed = stack.routes
        renamed[0].name = "new"
        stack.setRoutes(renamed)

        #expect(counter.count("screen 0") == 1)
        #expect(entry.info.name == "new")
    }
}
