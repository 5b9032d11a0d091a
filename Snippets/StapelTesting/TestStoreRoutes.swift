// A reducer's route edits, matched in one scope by an expectation closure written the way a TCA
// `TestStore` test writes it. Run it with `swift run TestStoreRoutes`.
// snippet.hide
import StapelCore

enum Screen: Hashable, Sendable {
    case inbox
    case chat(Int)
}

// snippet.show
// snippet.store
struct InboxState: Equatable {
    var routes: [Route<Screen>] = []
}

enum InboxAction {
    case openChat(Int)
    case back
}

func reduce(_ state: inout InboxState, _ action: InboxAction) {
    switch action {
    case .openChat(let id): state.routes.push(.chat(id))
    case .back: state.routes.pop()
    }
}

/// What a `TestStore`'s `send` does: the reducer edits the state, the expectation closure edits
/// the state as it was before, and the two must be equal.
func send(
    _ action: InboxAction, to state: inout InboxState, _ expectation: (inout InboxState) -> Void
) -> Bool {
    var expected = state
    reduce(&state, action)
    expectation(&expected)
    return state == expected
}

let matches = withRouteIDs(.nextInList) {
    var state = InboxState()
    return [
        send(.openChat(7), to: &state) { $0.routes.push(.chat(7)) },
        send(.back, to: &state) { $0.routes.pop() },
        send(.openChat(8), to: &state) { $0.routes.push(.chat(8)) },
    ]
}
print(matches)  // [true, true, true]
// snippet.end
