import Stapel

/// A screen of the presentations example. The filters sheet shows the detent it rests at,
/// read from its route: a drag by the user is written there.
struct PresentationsScreen: View {
    let screen: PhotoScreen
    let stack: Stack<PhotoScreen>
    @Environment(\.stapelRoute) private var route

    var body: some View {
        switch screen {
        case .photo(let id):
            Text("Photo \(id), full size")
        case .filters:
            VStack {
                Text("Filters at \(route?.options.shownDetent.description ?? "-")")
                Button("Full height") {
                    if let route { stack.setSelectedDetent(.large, of: route.id) }
                }
            }
        case .share:
            Button("Copy link") { stack.dismiss() }
        case .caption:
            VStack {
                Text("Caption: swipe down does nothing")
                Button("Done") { stack.dismiss() }
            }
        }
    }
}
