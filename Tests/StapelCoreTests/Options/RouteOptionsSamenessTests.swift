import PropertyBased
import StapelCore
import Testing

@Suite("Route options: what shows the same")
struct RouteOptionsSamenessTests {
    @Test func everyOptionButTheSelectedDetentChangesWhatARouteShows() async {
        await propertyCheck(count: 1000, input: Gen.int(), Gen.int()) { first, second in
            let id = RouteID.unique()
            let one = Route(
                TestScreen.compose, style: .sheet(withNavigation: false),
                options: randomOptions(first), id: id)
            var other = one
            other.options = randomOptions(second)
            var sameButSelection = other.options
            sameButSelection.selectedDetent = one.options.selectedDetent
            // Shows the same exactly when everything but the selected detent is equal.
            #expect(one.showsSame(as: other) == (sameButSelection == one.options))
            // Is the same route exactly when the options are equal too.
            #expect(one.isSame(as: other) == (one.options == other.options))
            #expect(one.showsSame(as: other) == other.showsSame(as: one))
            #expect(one.showsSame(as: one))
            #expect(one.isSame(as: one))
        }
    }

    @Test func aSelectedDetentIsWhereTheSheetRestsOnlyWhenItIsOneOfItsDetents() {
        var options = RouteOptions(detents: [.medium, .large])
        #expect(options.shownDetent == .medium)
        options.selectedDetent = .large
        #expect(options.shownDetent == .large)
        options.selectedDetent = .fraction(0.2)
        #expect(options.shownDetent == .medium)
        #expect(RouteOptions().shownDetent == .large)
        #expect(RouteOptions(selectedDetent: .medium).shownDetent == .large)
    }
}
