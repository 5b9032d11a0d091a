#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    /// A gallery whose photos zoom in from their thumbnails, pushed and presented.
    private struct Gallery: View {
        @Namespace private var namespace
        @State private var path: [Int] = []
        @State private var sheet: Book?
        var otherNamespace: Namespace.ID?

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Photo 7") { path.append(7) }
                        .matchedTransitionSource(id: 7, in: namespace)
                    Button("Photo 8") { path.append(8) }
                    Button("Info") { sheet = Book(id: 7, title: "Info") }
                    Button("Plain") { path.append(0) }
                }
                .navigationDestination(for: Int.self) { id in
                    if id == 0 {
                        Text("Plain photo").navigationTransition(.automatic)
                    } else {
                        Text("Photo \(id)")
                            .navigationTransition(
                                .zoom(sourceID: id, in: otherNamespace ?? namespace))
                    }
                }
                .sheet(item: $sheet) { book in
                    Text(book.title).navigationTransition(.zoom(sourceID: book.id, in: namespace))
                }
            }
        }
    }

    /// Two views, each with a namespace of its own.
    private struct Namespaces: View {
        @Namespace private var first
        @Namespace private var second
        let seen: Box<[Namespace.ID]>

        var body: some View {
            let _ = seen.value.append(contentsOf: [first, second])
            Text("Namespaces")
        }
    }

    @MainActor
    @Suite("Zoom transitions: the source and the destination")
    struct ZoomTests {
        @Test func aPushZoomsFromItsSourceAndAPopZoomsBackIntoIt() async throws {
            let host = ViewHost(Gallery())
            try host.tap("Photo 7")
            await host.settle()
            #expect(host.transitions.last?.zoom == HostZoom(sourceID: "7", isSourceFound: true))
            #expect(host.transitions.last?.description.contains("zoom from 7") == true)
            try host.tapBack()
            await host.settle()
            let pop = try #require(host.transitions.last)
            #expect(pop.kind == .pop)
            #expect(pop.zoom == HostZoom(sourceID: "7", isSourceFound: true))
        }

        @Test func aZoomWithoutASourceOnScreenStillRunsAndSaysSo() async throws {
            let host = ViewHost(Gallery())
            try host.tap("Photo 8")
            await host.settle()
            #expect(host.isShowing("Photo 8"))
            let push = try #require(host.transitions.last)
            #expect(push.kind == .push)
            #expect(push.zoom == HostZoom(sourceID: "8", isSourceFound: false))
            #expect(push.description.contains("zoom without its source 8"))
        }

        @Test func aSourceInAnotherNamespaceIsNotTheSource() async throws {
            let seen = Box<[Namespace.ID]>([])
            _ = ViewHost(Namespaces(seen: seen))
            let other = try #require(seen.value.last)
            let elsewhere = ViewHost(Gallery(otherNamespace: other))
            try elsewhere.tap("Photo 7")
            await elsewhere.settle()
            #expect(
                elsewhere.transitions.last?.zoom == HostZoom(sourceID: "7", isSourceFound: false))
        }

        @Test func aPushWithoutAZoomHasNone() async throws {
            let host = ViewHost(Gallery())
            try host.tap("Plain")
            await host.settle()
            #expect(host.transitions.last?.kind == .push)
            #expect(host.transitions.last?.zoom == nil)
        }

        @Test func aSheetZoomsFromItsSourceAndBack() async throws {
            let host = ViewHost(Gallery())
            try host.tap("Info")
            await host.settle()
            #expect(host.transitions.last?.kind == .present)
            #expect(host.transitions.last?.zoom == HostZoom(sourceID: "7", isSourceFound: true))
            try host.swipeDownSheet()
            await host.settle()
            #expect(host.transitions.last?.kind == .dismiss)
            #expect(host.transitions.last?.zoom == HostZoom(sourceID: "7", isSourceFound: true))
        }

        @Test func aSwipeBackZoomsBackWhenItCompletes() async throws {
            let host = ViewHost(Gallery())
            try host.tap("Photo 7")
            await host.settle()
            try host.beginSwipeBack()
            host.moveSwipeBack(to: 0.6)
            host.endSwipeBack(completing: true)
            await host.settle()
            #expect(host.transitions.last?.kind == .pop)
            #expect(host.transitions.last?.zoom == HostZoom(sourceID: "7", isSourceFound: true))
        }

        @Test func eachNamespaceHasItsOwnIdentityForItsViewsLife() {
            let seen = Box<[Namespace.ID]>([])
            let host = ViewHost(Namespaces(seen: seen))
            #expect(seen.value.count == 2)
            #expect(seen.value[0] != seen.value[1])
            let firstRun = seen.value
            host.update()
            #expect(Array(seen.value.prefix(2)) == firstRun)
            #expect(Namespace().wrappedValue == Namespace().wrappedValue)
        }
    }
#endif
