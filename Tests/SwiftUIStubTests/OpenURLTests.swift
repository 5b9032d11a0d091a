#if !canImport(SwiftUI)
    import Foundation
    import SwiftUIStub
    import Testing

    @MainActor
    private final class Opened {
        var urls: [String] = []
    }

    private struct Linked: View {
        let opened: Opened
        @State private var showsInner = true

        var body: some View {
            VStack {
                Text("Outer")
                if showsInner {
                    Text("Inner")
                        .onOpenURL { opened.urls.append("inner \($0.absoluteString)") }
                    Button("Hide") { showsInner = false }
                }
            }
            .onOpenURL { opened.urls.append("outer \($0.absoluteString)") }
        }
    }

    @MainActor
    @Suite("Opening URLs")
    struct OpenURLTests {
        @Test func everyOnOpenURLInTheHierarchyGetsTheURLOutermostFirst() throws {
            let opened = Opened()
            let host = ViewHost(Linked(opened: opened))
            host.openURL(URL(string: "app://a")!)
            #expect(opened.urls == ["outer app://a", "inner app://a"])
            try host.tap("Hide")
            host.openURL(URL(string: "app://b")!)
            #expect(opened.urls.suffix(1) == ["outer app://b"])
        }
    }
#endif
