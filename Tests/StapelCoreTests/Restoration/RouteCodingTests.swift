import Foundation
import StapelCore
import Testing

/// A route is written one way wherever it is saved: as one object, the form a version 1
/// snapshot gives each route, with the style's saved name.
@MainActor
@Suite("One wire format for a route")
struct RouteCodingTests {
    func json(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aRouteIsOneObjectWithTheStylesSavedName() throws {
        let route = Route(TestScreen.chat(7), style: .sheet(withNavigation: true), name: "chat")
        let object = try json(route)
        #expect(Set(object.keys) == ["id", "style", "name", "screen"])
        #expect(object["id"] as? UInt64 == route.id.rawValue)
        #expect(object["style"] as? String == "sheetWithNavigation")
        #expect(object["name"] as? String == "chat")
        #expect(try json(Route.push(TestScreen.inbox)).keys.contains("name") == false)
    }

    @Test func routesReadBackAsTheyWereWritten() throws {
        let routes: [Route<TestScreen>] = [
            .push(.inbox, name: "inbox"), .sheet(.compose, withNavigation: true),
            .fullScreenCover(.settings), .sheet(.profile(2)),
            .fullScreenCover(.chat(3), withNavigation: true),
        ]
        let data = try JSONEncoder().encode(routes)
        #expect(try JSONDecoder().decode([Route<TestScreen>].self, from: data) == routes)
    }

    @Test func writtenRoutesAreAVersion1SnapshotsRoutes() throws {
        let routes: [Route<TestScreen>] = [
            .push(.inbox, name: "inbox"), .sheet(.compose, withNavigation: true), .push(.chat(1)),
        ]
        let list = String(decoding: try JSONEncoder().encode(routes), as: UTF8.self)
        let saved = Data(#"{"version":1,"routes":\#(list)}"#.utf8)
        let snapshot = try StackSnapshot<TestScreen>(jsonData: saved)
        #expect(snapshot.routes == routes)
        #expect(snapshot.droppedRoutes.isEmpty)
    }

    @Test func aRouteIsReadWithTheChecksOfASavedRoute() {
        let bad = [
            #"{"id":1,"style":"drawer","screen":{"inbox":{}}}"#,
            #"{"id":9007199254740993,"style":"push","screen":{"inbox":{}}}"#,
            #"{"id":1,"style":"push","name":3,"screen":{"inbox":{}}}"#,
            #"{"id":1,"style":"push","screen":{"nowhere":{}}}"#,
        ]
        for text in bad {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(Route<TestScreen>.self, from: Data(text.utf8))
            }
        }
    }

    @Test func aStyleIsItsSavedName() throws {
        let styles: [RouteStyle] = [
            .push, .sheet(withNavigation: false), .sheet(withNavigation: true),
            .popover(withNavigation: false), .popover(withNavigation: true),
            .fullScreenCover(withNavigation: false), .fullScreenCover(withNavigation: true),
            .inspector(withNavigation: false), .inspector(withNavigation: true),
        ]
        let data = try JSONEncoder().encode(styles)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"["push","sheet","sheetWithNavigation","popover","popoverWithNavigation","#
                + #""fullScreenCover","fullScreenCoverWithNavigation","inspector","#
                + #""inspectorWithNavigation"]"#
        )
        #expect(try JSONDecoder().decode([RouteStyle].self, from: data) == styles)
    }
}
