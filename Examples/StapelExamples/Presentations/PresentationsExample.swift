import Stapel

/// Presentation options as route data: thumbnails a photo zooms out of (iOS 18), a filters
/// sheet that rests at half height and lets the like button behind take taps, a share popover
/// that becomes a sheet on iPhone, and a caption editor the user can't swipe away. The options
/// travel with the routes, so a restore or a deep link brings them back.
struct PresentationsExample: View {
    @State private var stack = Stack<PhotoScreen>()
    @State private var likes = 0

    var body: some View {
        StapelStack(stack) {
            VStack {
                ForEach([1, 2, 3], id: \.self) { id in
                    Button("Photo \(id)") {
                        stack.push(.photo(id), options: .zoom(from: id))
                    }
                    .stapelZoomSource(id)
                }
                Button("Like (\(likes))") { likes += 1 }
                Button("Filters") {
                    stack.presentSheet(
                        .filters,
                        options: RouteOptions(
                            detents: [.medium, .large],
                            backgroundInteraction: .enabled(upThrough: .medium)))
                }
                Button("Share") {
                    stack.presentPopover(.share, adaptingTo: .sheet)
                }
                Button("Caption") {
                    stack.presentSheet(
                        .caption, withNavigation: true,
                        options: RouteOptions(isInteractiveDismissDisabled: true))
                }
            }
            .navigationTitle("Presentations")
        } destination: { screen in
            PresentationsScreen(screen: screen, stack: stack)
        }
    }
}
