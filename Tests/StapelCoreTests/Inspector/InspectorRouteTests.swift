import Foundation
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

@MainActor
@Suite("The inspector as a route: presented like a sheet, saved and linked with its width")
struct InspectorRouteTests {
    @Test func anInspectorIsAPresentedRouteOfItsOwnKind() {
        let plain = Route<Int>.inspector(1)
        #expect(plain.style == .inspector(withNavigation: false))
        #expect(plain.style.isPresentation)
        #expect(!plain.style.hasNavigation)
        #expect(!plain.style.isAlert)
        #expect(plain.presentationKind == .inspector)
        let navigating = Route<Int>.inspector(2, withNavigation: true, name: "traits")
        #expect(navigating.style.hasNavigation)
        #expect(navigating.name == "traits")
    }

    @Test func pushesLandInAnInspectorWithNavigationOnly() {
        let stack = Stack<Int>()
        stack.present(1, style: .inspector(withNavigation: true))
        #expect(stack.push(2).outcome == .pushed)
        #expect(stack.routes.map(\.style) == [.inspector(withNavigation: true), .push])
        let bare = Stack<Int>()
        bare.present(1, style: .inspector(withNavigation: false))
        let refused = expectWarning(.noNavigation, saying: "") { bare.push(2) }
        #expect(refused.outcome == .noNavigation)
        // A question still stands over it.
        #expect(bare.present(3, style: .confirmationDialog).outcome == .pushed)
    }

    @Test func widthsAreOptionsSavedWithTheRoute() throws {
        let options = RouteOptions(inspectorWidth: 320, inspectorWidthRange: 240...420)
        #expect(options.inspectorWidth == 320)
        #expect(options.inspectorWidthRange == 240...420)
        #expect(!options.isDefault)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(options), as: UTF8.self)
        #expect(json == #"{"inspectorMaxWidth":420,"inspectorMinWidth":240,"inspectorWidth":320}"#)
        #expect(try JSONDecoder().decode(RouteOptions.self, from: Data(json.utf8)) == options)
        var edited = RouteOptions()
        edited.inspectorWidth = 300
        edited.inspectorWidthRange = nil
        #expect(edited == RouteOptions(inspectorWidth: 300))
        edited.inspectorWidth = nil
        #expect(edited.isDefault)
    }

    @Test func theIdealWidthIsTheWidthKeptWithinTheRange() {
        #expect(RouteOptions().inspectorIdealWidth == nil)
        #expect(RouteOptions(inspectorWidth: 320).inspectorIdealWidth == 320)
        #expect(RouteOptions(inspectorWidthRange: 200...400).inspectorIdealWidth == 300)
        for (width, ideal) in [(100.0, 200.0), (200, 200), (250, 250), (400, 400), (500, 400)] {
            let options = RouteOptions(inspectorWidth: width, inspectorWidthRange: 200...400)
            #expect(options.inspectorIdealWidth == ideal, "width \(width)")
        }
    }

    @Test func aSavedRangeTheWrongWayRoundIsRefusedAndAHalfRangeIgnored() throws {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                RouteOptions.self,
                from: Data(#"{"inspectorMinWidth":400,"inspectorMaxWidth":300}"#.utf8))
        }
        let half = try JSONDecoder().decode(
            RouteOptions.self, from: Data(#"{"inspectorMinWidth":400}"#.utf8))
        #expect(half.inspectorWidthRange == nil)
    }

    @Test func anInspectorIsRestoredAndLinked() throws {
        let stack = Stack<Int>()
        stack.push(1)
        stack.present(
            2, style: .inspector(withNavigation: true), options: RouteOptions(inspectorWidth: 280))
        stack.push(3)
        let data = try stack.snapshotData()
        let restored = Stack<Int>()
        try restored.restore(from: data)
        // The restore presents in steps, as the screen would draw them.
        restored.runPlanToCompletion()
        #expect(restored.routes.map(\.style) == stack.routes.map(\.style))
        #expect(restored.routes[1].options.inspectorWidth == 280)
        let table = try DeepLinkTable<Int>([
            DeepLinkPattern("items/:id(Int)/traits") { values in
                [.push(try values.value("id")), .inspector(100, withNavigation: true)]
            } values: { _ in
                nil
            }
        ])
        let linked = Stack<Int>()
        let result = try linked.open(
            try #require(URL(string: "app://items/7/traits")), using: table)
        #expect(result.isComplete)
        linked.runPlanToCompletion()
        #expect(linked.routes.map(\.screen) == [7, 100])
        #expect(linked.routes.last?.style == .inspector(withNavigation: true))
    }
}
