import Foundation
import PropertyBased
import StapelCore
import Testing

@MainActor
@Suite("Route options: saved, restored, opened by a link")
struct OptionsRestorationTests {
    private func restored(_ data: Data) throws -> Stack<LinkScreen> {
        let stack = Stack<LinkScreen>()
        try stack.restore(from: data)
        stack.settle()
        return stack
    }

    @Test func routeListsWithOptionsSurviveASnapshotRoundTrip() async {
        await propertyCheck(count: 500, input: Gen.int().array(of: 0...10)) { codes in
            let routes = randomRouteListWithOptions(codes)
            do {
                let stack = try restored(Stack(routes: routes).snapshotData())
                #expect(stack.routes == routes)
                let entries = try JSONDecoder().decode(
                    [Route<LinkScreen>].self, from: JSONEncoder().encode(routes))
                #expect(entries == routes)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func optionsAreAnOptionalColumnOfVersionTwo() throws {
        let routes: [Route<LinkScreen>] = [
            .push(.inbox), .sheet(.settings, options: RouteOptions(detents: [.medium, .large])),
        ]
        let data = try Stack(routes: routes).snapshotData()
        let object = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        #expect((object["options"] as? [String: Any])?.keys.sorted() == ["1"])
        // A reader from before the column reads the same routes without their options.
        var older = object
        older["options"] = nil
        let olderStack = try restored(JSONSerialization.data(withJSONObject: older))
        #expect(olderStack.routes.map(\.id) == routes.map(\.id))
        #expect(olderStack.routes.allSatisfy { $0.options.isDefault })
        // No route with options, no column.
        let plain =
            try JSONSerialization.jsonObject(
                with: Stack(routes: [Route<LinkScreen>.push(.inbox)]).snapshotData())
            as? [String: Any]
        #expect(plain?["options"] == nil)
    }

    @Test func savedDataOfEitherVersionWithoutOptionsStillReads() throws {
        let version1 = savedJSON([
            #"{"id":3,"style":"push","screen":{"inbox":{}}}"#,
            #"{"id":4,"style":"sheet","name":"s","screen":{"settings":{}}}"#,
        ])
        let one = try restored(version1)
        #expect(one.routes.map(\.id.rawValue) == [3, 4])
        #expect(one.routes.allSatisfy { $0.options.isDefault })
        let version2 = Data(
            #"{"version":2,"ids":"5,1","styles":"ps","screens":[{"inbox":{}},{"settings":{}}]}"#
                .utf8)
        let two = try restored(version2)
        #expect(two.routes.map(\.id.rawValue) == [5, 6])
        #expect(two.routes.allSatisfy { $0.options.isDefault })
    }

    @Test func optionsThatCantBeReadDropTheirRouteAndTheOnesAbove() throws {
        let version2 = Data(
            (#"{"version":2,"ids":"5,1,1","styles":"psS","options":{"1":{"detents":["tall"]},"#
                + #""7":{"zoom":"x"},"x":{}},"screens":[{"inbox":{}},{"settings":{}},{"inbox":{}}]}"#)
                .utf8)
        let stack = Stack<LinkScreen>()
        let result = try stack.restore(from: version2)
        stack.settle()
        #expect(stack.routes.map(\.screen) == [.inbox])
        #expect(result.dropped.map(\.index) == [1, 2])
        #expect("\(result.dropped[0].reason)".contains("options can't be read"))

        let version1 = savedJSON([
            #"{"id":3,"style":"push","screen":{"inbox":{}}}"#,
            #"{"id":4,"style":"sheet","options":{"popover":"drawer"},"screen":{"settings":{}}}"#,
        ])
        let fromOne = Stack<LinkScreen>()
        let resultOne = try fromOne.restore(from: version1)
        #expect(resultOne.dropped.map(\.index) == [1])
        #expect("\(resultOne.dropped[0].reason)".contains("options can't be read"))
    }

    @Test func aDeepLinkWritesOptionsAndMovesAShownSheet() throws {
        let table = try DeepLinkTable<LinkScreen>([
            DeepLinkPattern("settings?detent=:detent(String)") { values in
                let name: String = try values.value("detent")
                let detent: SheetDetent = name == "large" ? .large : .medium
                return [
                    .push(.inbox, options: .zoom(from: "inbox")),
                    .sheet(
                        .settings,
                        options: RouteOptions(detents: [.medium, .large], selectedDetent: detent)),
                ]
            } values: { _ in
                nil
            }
        ])
        let stack = Stack<LinkScreen>()
        try stack.open(URL(string: "app://settings?detent=medium")!, using: table)
        stack.settle()
        #expect(stack.routes.map(\.options.zoomSource) == ["inbox", nil])
        #expect(stack.routes[1].options.shownDetent == .medium)
        let shown = stack.routes.map(\.id)
        try stack.open(URL(string: "app://settings?detent=large")!, using: table)
        stack.settle()
        #expect(stack.routes.map(\.id) == shown)
        #expect(stack.routes[1].options.shownDetent == .large)
    }
}
