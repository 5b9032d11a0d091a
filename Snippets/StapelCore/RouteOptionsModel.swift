// Route options in the model, without SwiftUI: values, edits, sameness and the saved form.
// snippet.hide
import Foundation
import StapelCore

enum Screen: Hashable, Codable {
    case inbox
    case compose
    case photo(Int)
}

// snippet.show
// snippet.values
let sheet = Route.sheet(
    Screen.compose,
    options: RouteOptions(
        detents: [.medium, .large], isInteractiveDismissDisabled: true,
        backgroundInteraction: .enabled(upThrough: .medium)))
let popover = Route.popover(Screen.compose, adaptingTo: .fullScreenCover)
let zoomed = Route.push(Screen.photo(7), options: .zoom(from: "photo-7"))
print(sheet.options.shownDetent)  // medium: the first detent, until one is selected
// snippet.end

// snippet.edits
@MainActor
func editOptions(_ stack: Stack<Screen>) {
    guard
        let id = stack.presentSheet(.compose, options: RouteOptions(detents: [.medium, .large]))
            .routeID
    else { return }
    stack.setSelectedDetent(.large, of: id)
    var options = stack.routes.last!.options
    options.isInteractiveDismissDisabled = true
    stack.updateOptions(options, forRoute: id)
}

func editOptions(_ routes: inout [Route<Screen>]) {
    guard let id = routes.presentSheet(.compose, options: RouteOptions(detents: [.medium, .large]))
    else { return }
    routes.setSelectedDetent(.large, of: id)
}
// snippet.end

// snippet.saved
@MainActor
func saveAndRestore(_ stack: Stack<Screen>) throws {
    let data = try stack.snapshotData()  // version 2, with an "options" column
    let restored = Stack<Screen>()
    try restored.restore(from: data)  // detents, the selected one, the lock, the zoom source
}
// snippet.end
