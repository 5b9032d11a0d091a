// iOS 18's zoom transition, named by the route: a push or a presentation zooms out of a source.
// snippet.hide
import Stapel

enum GalleryScreen: Hashable, Codable {
    case photo(Int)
}

// snippet.show
// snippet.gallery
struct Gallery: View {
    @State private var stack = Stack<GalleryScreen>()
    let photos = [1, 2, 3]

    var body: some View {
        StapelStack(stack) {
            ForEach(photos, id: \.self) { id in
                Button("Photo \(id)") {
                    stack.push(.photo(id), options: .zoom(from: id))
                }
                .stapelZoomSource(id)
            }
        } destination: { screen in
            switch screen {
            case .photo(let id): Text("Photo \(id)")
            }
        }
    }
}
// snippet.end

// snippet.presented
@MainActor
func showFullScreen(_ id: Int, on stack: Stack<GalleryScreen>) {
    stack.presentCover(.photo(id), withNavigation: true, options: .zoom(from: id))
}
// snippet.end
