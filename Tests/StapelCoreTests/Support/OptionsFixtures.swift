import Foundation
import StapelCore

/// Route options picked by a number, so that a property test covers every option and their
/// combinations: detents (with fractions and heights), a selected detent in the list or out of
/// it, the dismiss lock, each popover adaptation, each background interaction and a zoom
/// source, or none of them.
func randomOptions(_ code: Int) -> RouteOptions {
    var random = SplitMix64(seed: UInt64(bitPattern: Int64(code)))
    func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    let detentChoices: [SheetDetent] = [
        .medium, .large, .fraction(Double(pick(99) + 1) / 100),
        .height(Double(pick(900) + 1) + 0.5),
    ]
    var detents: [SheetDetent] = []
    for detent in detentChoices where pick(2) == 0 { detents.append(detent) }
    let selected: SheetDetent? =
        switch pick(3) {
        case 0: nil
        case 1: detents.randomElement(using: &random)
        default: detentChoices.randomElement(using: &random)
        }
    let interactions: [BackgroundInteraction] = [
        .automatic, .enabled, .disabled, .enabled(upThrough: .medium),
        .enabled(upThrough: .fraction(0.25)),
    ]
    return RouteOptions(
        detents: detents,
        selectedDetent: selected,
        isInteractiveDismissDisabled: pick(2) == 0,
        popoverAdaptation: [nil, .sheet, .fullScreenCover, .popover][pick(4)],
        backgroundInteraction: interactions[pick(interactions.count)],
        zoomSource: pick(2) == 0 ? nil : "source-\(pick(1000))",
        inspectorWidth: pick(2) == 0 ? nil : Double(pick(500) + 100),
        inspectorWidthRange: pick(2) == 0
            ? nil : Double(pick(200) + 100)...Double(pick(300) + 300))
}

/// A route list from ``randomRouteList(_:)`` whose routes carry random options: some none,
/// some every kind.
func randomRouteListWithOptions(_ codes: [Int]) -> [Route<LinkScreen>] {
    randomRouteList(codes).enumerated().map { index, route in
        var route = route
        route.options = codes[index] % 3 == 0 ? RouteOptions() : randomOptions(codes[index])
        return route
    }
}
