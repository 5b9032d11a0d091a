import StapelCore
import Testing

@Suite("Route lists: replacing the top")
struct ArrayReplaceTopTests {
    @Test func aPushIsReplacedByAPushWithANewIdentity() throws {
        var routes: [Route<Int>] = [.push(1), .push(2, name: "two")]
        let old = routes[1].id
        let replaced = routes.replaceTop(with: 3, name: "three")
        let id = try #require(replaced)
        #expect(routes.map(\.screen) == [1, 3])
        #expect(routes[1].style == .push)
        #expect(routes[1].name == "three")
        #expect(routes[1].id == id)
        #expect(id != old)
        #expect(routes[0].id != id)
    }

    @Test func aPresentationIsReplacedByOneShownTheSameWay() {
        var routes: [Route<Int>] = [
            .push(1), .sheet(2, withNavigation: true), .fullScreenCover(3, withNavigation: false),
        ]
        routes.replaceTop(with: 4)
        #expect(routes.map(\.screen) == [1, 2, 4])
        #expect(routes[2].style == .fullScreenCover(withNavigation: false))
        #expect(routes[2].name == nil)
        routes.removeLast()
        routes.replaceTop(with: 5)
        #expect(routes[1].style == .sheet(withNavigation: true))
    }

    @MainActor
    @Test func anEmptyListStaysEmptyWithAWarning() {
        var routes: [Route<Int>] = []
        let replaced = expectWarning(.nothingToReplace) {
            routes.replaceTop(with: 1)
        }
        #expect(replaced == nil)
        #expect(routes.isEmpty)
    }

    @Test func itAgreesWithTheStack() async throws {
        let stack = await Stack<Int>(routes: [.push(1), .sheet(2, withNavigation: true)])
        var routes = await stack.routes
        await stack.replaceTop(with: 3, name: "x")
        routes.replaceTop(with: 3, name: "x")
        let stackRoutes = await stack.routes
        #expect(routes.map(\.screen) == stackRoutes.map(\.screen))
        #expect(routes.map(\.style) == stackRoutes.map(\.style))
        #expect(routes.map(\.name) == stackRoutes.map(\.name))
    }
}
