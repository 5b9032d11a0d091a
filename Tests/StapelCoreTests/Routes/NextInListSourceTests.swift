import IssueReporting
import PropertyBased
import StapelCore
import Testing

/// One edit of a route list held as a value, as a reducer makes it.
private enum ListEdit: CustomStringConvertible {
    case push(Int)
    case present(Int, RouteStyle)
    case presentSheet(Int)
    case presentPopover(Int)
    case presentCover(Int)
    case replaceTop(Int)
    case pop, dismiss, popToRoot

    init(code: Int) {
        let screen = code / 10 % 7
        let styles: [RouteStyle] = [
            .push, .sheet(withNavigation: true), .popover(withNavigation: true),
            .fullScreenCover(withNavigation: true),
        ]
        switch code % 10 {
        case 0, 1: self = .push(screen)
        case 2: self = .present(screen, styles[code / 70 % styles.count])
        case 3: self = .presentSheet(screen)
        case 4: self = .presentPopover(screen)
        case 5: self = .presentCover(screen)
        case 6: self = .replaceTop(screen)
        case 7: self = .pop
        case 8: self = .dismiss
        default: self = .popToRoot
        }
    }

    var description: String {
        switch self {
        case .push(let screen): "push(\(screen))"
        case .present(let screen, let style): "present(\(screen), \(style))"
        case .presentSheet(let screen): "presentSheet(\(screen))"
        case .presentPopover(let screen): "presentPopover(\(screen))"
        case .presentCover(let screen): "presentCover(\(screen))"
        case .replaceTop(let screen): "replaceTop(\(screen))"
        case .pop: "pop"
        case .dismiss: "dismiss"
        case .popToRoot: "popToRoot"
        }
    }

    /// Applies the edit; presentations bring navigation, so that every push can land.
    func apply(to routes: inout [Route<Int>]) {
        switch self {
        case .push(let screen): routes.push(screen)
        case .present(let screen, let style): routes.present(screen, style: style)
        case .presentSheet(let screen): routes.presentSheet(screen, withNavigation: true)
        case .presentPopover(let screen): routes.presentPopover(screen, withNavigation: true)
        case .presentCover(let screen): routes.presentCover(screen, withNavigation: true)
        case .replaceTop(let screen): routes.replaceTop(with: screen)
        case .pop: routes.pop()
        case .dismiss: routes.dismiss()
        case .popToRoot: routes.popToRoot()
        }
    }
}

/// What a TCA `TestStore` does with `send(_:_:)`: the reducer edits the state, the expectation
/// closure edits a copy of the state from before, and the two must be equal.
private func sendMatches(_ edit: ListEdit, to routes: inout [Route<Int>]) -> Bool {
    var expected = routes
    edit.apply(to: &routes)
    edit.apply(to: &expected)
    return routes == expected
}

@Suite("The next-in-list identifier source")
struct NextInListSourceTests {
    @Test func theSameEditOfTheSameListGivesTheSameRoutesInOneScope() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Gen.int(in: 0...10_000).array(of: 1...20)) {
            codes in
            // Popping at the root warns; the warnings are not what this test is about.
            withIssueReporters([WarningRecorder()]) {
                withRouteIDs(.nextInList) {
                    var routes: [Route<Int>] = []
                    for edit in codes.map(ListEdit.init) {
                        let before = routes.map(\.id)
                        #expect(sendMatches(edit, to: &routes), "\(codes.map(ListEdit.init))")
                        #expect(RouteListError.firstError(in: routes) == nil)
                        tally.add(routes.map(\.id) != before ? "changed" : "unchanged")
                    }
                }
            }
        }
        #expect(tally["changed"] > 1_000)
        #expect(tally["unchanged"] > 100)
    }

    @Test func underIncrementingTheExpectationGetsTheNextNumber() {
        withRouteIDs(.incrementing) {
            var routes: [Route<Int>] = []
            #expect(!sendMatches(.push(1), to: &routes))
        }
    }

    @Test func aListOperationTakesTheIdentifierAfterTheListsLargest() {
        withRouteIDs(.nextInList) {
            var routes: [Route<Int>] = [Route(1, id: RouteID(rawValue: 40))]
            routes.push(2)
            #expect(routes.map(\.id.rawValue) == [40, 41])
            routes.pop()
            routes.presentSheet(3)
            #expect(routes.map(\.id.rawValue) == [40, 41])
            routes.replaceTop(with: 4)
            #expect(routes.map(\.id.rawValue) == [40, 42])
            // A route made on its own comes after every identifier handed out in the scope.
            #expect(Route.push(5).id.rawValue == 43)
            var empty: [Route<Int>] = []
            empty.push(6)
            #expect(empty.map(\.id.rawValue) == [1])
        }
    }

    @Test func outsideTheScopeAListOperationTakesAProcessUniqueIdentifier() {
        var first: [Route<Int>] = []
        first.push(1)
        var second: [Route<Int>] = []
        second.push(1)
        #expect(first != second)
        let inScope = withRouteIDs(.nextInList) { () -> [Route<Int>] in
            var routes: [Route<Int>] = []
            routes.push(1)
            return routes
        }
        #expect(inScope.map(\.id.rawValue) == [1])
        // Process-wide identifiers keep clear of the one handed out in the scope.
        #expect(Route.push(1).id.rawValue > 1)
    }
}
