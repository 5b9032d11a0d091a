import PropertyBased
import StapelCore
import Testing

/// The first structural problem of a route list, found the plain way: a set of the identifiers
/// seen so far, the names below, whether the route below is an alert, and whether the current
/// layer has navigation.
private func plainFirstError(in routes: [Route<Int>]) -> RouteListError? {
    var seen = Set<RouteID>()
    var layerHasNavigation = true
    for (index, route) in routes.enumerated() {
        if !seen.insert(route.id).inserted { return .duplicateID(route.id, index: index) }
        if let name = route.name, routes[..<index].contains(where: { $0.name == name }) {
            return .duplicateName(route.id, index: index)
        }
        if index > 0, routes[index - 1].style.isAlert {
            return .followsAlert(route.id, index: index)
        }
        if route.style.isPresentation {
            layerHasNavigation = route.style.hasNavigation
        } else if !layerHasNavigation {
            return .pushWithoutNavigation(route.id, index: index)
        }
    }
    return nil
}

/// A route list picked by numbers: identifiers that mostly grow, as pushed routes' do, but now
/// and then repeat or go back; pushes, sheets and covers with and without navigation, and now
/// and then an alert or a confirmation dialog; and most routes unnamed, the others named from a
/// few names that now and then repeat.
private func growingIDRouteList(_ codes: [Int]) -> [Route<Int>] {
    let styles: [RouteStyle] = [
        .push, .push, .push, .sheet(withNavigation: true), .sheet(withNavigation: false),
        .fullScreenCover(withNavigation: true), .fullScreenCover(withNavigation: false),
        .popover(withNavigation: true), .popover(withNavigation: false),
        .inspector(withNavigation: true), .inspector(withNavigation: false),
    ]
    var id: UInt64 = 1_000
    return codes.enumerated().map { index, code in
        let code = UInt64(bitPattern: Int64(code))
        switch code % 10 {
        case 0: id -= min(id, code / 10 % 4)  // repeats or goes back
        case 1: id += code / 10 % 1_000  // jumps
        default: id += 1
        }
        let alertCode = code / 10_000_000 % 60
        let style =
            alertCode == 0
            ? RouteStyle.alert
            : alertCode == 1
                ? .confirmationDialog : styles[Int(code / 10_000 % UInt64(styles.count))]
        let nameCode = code / 100_000 % 40
        let name = nameCode < 6 ? "n\(nameCode)" : nil
        return Route(index, style: style, name: name, id: RouteID(rawValue: id))
    }
}

/// `RouteListError.firstError(in:)`, which skips the set of identifiers while they grow, against
/// a plain reference.
@Suite("Route list error properties")
struct RouteListErrorPropertyTests {
    @Test func theFirstErrorIsWhatASetOfTheIdentifiersSeenFinds() async {
        let tally = Tally()
        await propertyCheck(count: 2000, input: Gen.int().array(of: 0...30)) { codes in
            let routes = growingIDRouteList(codes)
            let expected = plainFirstError(in: routes)
            #expect(RouteListError.firstError(in: routes) == expected)
            switch expected {
            case nil: tally.add("valid")
            case .duplicateID?: tally.add("duplicate")
            case .pushWithoutNavigation?: tally.add("push without navigation")
            case .duplicateName?: tally.add("duplicate name")
            case .followsAlert?: tally.add("follows an alert")
            case .styleChanged?, .misplacedSelection?, .selectionNotPushed?: break
            }
        }
        #expect(tally["valid"] > 100)
        #expect(tally["duplicate"] > 100)
        #expect(tally["push without navigation"] > 100)
        #expect(tally["duplicate name"] > 50)
        #expect(tally["follows an alert"] > 20)
    }
}
