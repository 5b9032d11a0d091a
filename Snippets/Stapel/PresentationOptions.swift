// Presentation options as route data: detents, a dismiss lock, popovers, background interaction.
// snippet.hide
import Stapel

// snippet.show
// snippet.screens
enum PhotoScreen: Hashable, Codable {
    case library
    case filters
    case share
    case caption
}
// snippet.end

// snippet.detents
@MainActor
func showFilters(on stack: Stack<PhotoScreen>) -> RouteID? {
    let options = RouteOptions(
        detents: [.fraction(0.3), .medium, .large],
        selectedDetent: .medium,
        backgroundInteraction: .enabled(upThrough: .medium))
    return stack.presentSheet(.filters, options: options).routeID
}

@MainActor
func expandFilters(_ id: RouteID, on stack: Stack<PhotoScreen>) {
    stack.setSelectedDetent(.large, of: id)  // the sheet moves, and .updated is emitted
}
// snippet.end

// snippet.popover
@MainActor
func share(on stack: Stack<PhotoScreen>) {
    // A popover in a regular width (iPad, Mac), a sheet in a compact one (iPhone).
    stack.presentPopover(.share, adaptingTo: .sheet)
}
// snippet.end

// snippet.lock
@MainActor
func editCaption(on stack: Stack<PhotoScreen>, hasChanges: Bool) {
    stack.presentSheet(
        .caption, withNavigation: true,
        options: RouteOptions(isInteractiveDismissDisabled: hasChanges))
}
// snippet.end

// snippet.observe
@MainActor
func watchDetents(of stack: Stack<PhotoScreen>) -> EventSubscription {
    stack.onEvent { event in
        if case .updated(let route) = event, route.screen == .filters {
            print("filters rest at \(route.options.shownDetent)")  // the user's drag, too
        }
    }
}
// snippet.end

// snippet.value
struct PhotosCoordinator: View {
    @State private var routes: [Route<PhotoScreen>] = []

    var body: some View {
        StapelStack($routes) {
            Button("Filters") {
                routes.presentSheet(.filters, options: RouteOptions(detents: [.medium, .large]))
            }
        } destination: { screen in
            FiltersScreen(screen: screen)
        }
    }
}

/// A screen that reads its own route's options from the environment.
struct FiltersScreen: View {
    let screen: PhotoScreen
    @Environment(\.stapelRoute) private var route

    var body: some View {
        Text("\(String(describing: screen)) at \(route?.options.shownDetent.description ?? "-")")
    }
}
// snippet.end

// snippet.link
@MainActor
func filtersLink() throws -> DeepLinkTable<PhotoScreen> {
    try DeepLinkTable<PhotoScreen>([
        DeepLinkPattern("filters?size=:size(String)?") { values in
            let size: String? = try values.value("size")
            let detent: SheetDetent = size == "large" ? .large : .medium
            return [
                .push(.library),
                .sheet(
                    .filters,
                    options: RouteOptions(detents: [.medium, .large], selectedDetent: detent)),
            ]
        } values: { routes in
            guard routes.last?.screen == .filters else { return nil }
            return ["size": routes.last?.options.shownDetent == .large ? "large" : "medium"]
        }
    ])
}
// snippet.end
