// Comparing route lists held as a value with `==` in a test.
// snippet.hide
import StapelCore
import Testing

enum Screen: Hashable, Sendable {
    case inbox
    case chat(Int)
}

// snippet.show
// snippet.equal
struct InboxState: Equatable {
    var routes: [Route<Screen>] = []

    mutating func openChat(_ id: Int) {
        routes.push(.inbox)
        routes.push(.chat(id))
    }
}

@Test func openingAChatPushesTheInboxAndTheChat() {
    let state = withRouteIDs(.incrementing) {
        var state = InboxState()
        state.openChat(42)
        return state
    }
    let expected = withRouteIDs(.incrementing) {
        InboxState(routes: [.push(.inbox), .push(.chat(42))])
    }
    #expect(state == expected)
}
// snippet.end
