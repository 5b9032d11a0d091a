import PropertyBased
import StapelCore
import Testing

/// A route keeps its name and options out of line; equal routes compare and hash alike
/// whichever way their name and options were set.
@Suite("Route names and options, out of line")
struct RouteAnnotationsTests {
    @Test func aRouteEditedToTheSameNameAndOptionsIsTheSameValue() async {
        await propertyCheck(count: 500, input: Gen.int(), Gen.int(in: 0...3)) { code, nameCode in
            let id = RouteID.unique()
            let name: String? = nameCode == 0 ? nil : "name-\(nameCode)"
            let made = Route(
                TestScreen.inbox, style: .sheet(withNavigation: true), name: name,
                options: randomOptions(code), id: id)
            var edited = Route(TestScreen.inbox, style: .sheet(withNavigation: true), id: id)
            edited.options = randomOptions(code)
            edited.name = name
            #expect(edited == made)
            #expect(edited.hashValue == made.hashValue)
            #expect(Set([made, edited]).count == 1)
            #expect(edited.name == name)
            #expect(edited.options == randomOptions(code))
        }
    }

    @Test func aNameOrAnOptionAloneMakesRoutesDiffer() {
        let id = RouteID.unique()
        let plain = Route(TestScreen.inbox, id: id)
        let named = Route(TestScreen.inbox, name: "inbox", id: id)
        let zooming = Route(TestScreen.inbox, options: .zoom(from: "photo"), id: id)
        let both = Route(TestScreen.inbox, name: "inbox", options: .zoom(from: "photo"), id: id)
        let routes = [plain, named, zooming, both]
        #expect(Set(routes).count == 4)
        for (index, route) in routes.enumerated() {
            for (other, otherRoute) in routes.enumerated() where other != index {
                #expect(route != otherRoute)
            }
        }
        var cleared = both
        cleared.name = nil
        cleared.options = RouteOptions()
        #expect(cleared == plain)
        #expect(cleared.hashValue == plain.hashValue)
    }
}
