// The stack's operations, without SwiftUI: what a view model or a notification handler calls.
// snippet.hide
import StapelCore

// snippet.show
enum Screen: Hashable, Sendable {
    case inbox
    case chat(id: Int)
    case profile(id: Int)
    case compose
}

@MainActor
func navigate(_ stack: Stack<Screen>) {
    // Push and present from anywhere on the main actor.
    stack.push(.inbox, name: "inbox")
    stack.push(.chat(id: 42))
    stack.present(.compose, style: .sheet(withNavigation: true))
    stack.push(.profile(id: 7))  // lands inside the sheet's navigation

    // Go back.
    stack.dismiss()  // the sheet and what was pushed in it
    stack.pop(to: .name("inbox"))  // or .screen(value), .id(routeID), .matching { … }
    stack.popToRoot()

    // Several screens and a sheet in one change, paced for SwiftUI.
    stack.setRoutes([.push(.inbox), .push(.chat(id: 42)), .sheet(.compose)])
    stack.withoutAnimation { stack.goBack(to: .root) }
}
// snippet.hide
navigate(Stack<Screen>())
