import StapelCore

/// Turns stack events into one-line descriptions for the terminal.
enum EventFormatter {
    static func line(for event: StackEvent<ChatScreen>) -> String {
        switch event {
        case .pushEvaluated(let request, let result):
            "evaluated \(request.screen) on \(result.slot): \(result.outcome)"
        case .pushed(let route): "pushed \(route.screen) \(route.id)"
        case .presented(let route): "presented \(route.screen) \(route.id) as \(route.style)"
        case .popped(let routes): "popped \(names(routes))"
        case .dismissed(let routes): "dismissed \(names(routes))"
        case .poppedByUser(let routes): "user popped \(names(routes))"
        case .dismissedByUser(let routes): "user dismissed \(names(routes))"
        case .alertAnswered(let route, let button):
            "user answered \(route.screen) with \(button.map { "\"\($0)\"" } ?? "no button")"
        case .leaveRefused(let route): "\(route.screen) stayed: its leave guard refused"
        case .replaced(let old, let new): "replaced \(old.screen) with \(new.screen)"
        case .updated(let route): "updated \(route.screen) \(route.id)"
        case .offered(let offer): "offered \(offer.request.screen) as a bubble (\(offer.id))"
        case .offerAccepted(let offer): "bubble tapped: \(offer.request.screen)"
        case .offerDeclined(let offer): "bubble gone: \(offer.request.screen)"
        case .planStepApplied(let step): "applied \(step)"
        case .planCancelled(let step): "cancelled the steps after \(step)"
        }
    }

    private static func names(_ routes: [Route<ChatScreen>]) -> String {
        routes.map(\.screen.description).joined(separator: ", ")
    }
}
