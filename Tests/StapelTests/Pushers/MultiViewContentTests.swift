#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// Several views in `WithStapel { … }` and `WithPusher { … }` stack vertically, as they did
    /// in Stapel 1.x, rather than overlap in the custom container.
    @MainActor
    @Suite("Several views in WithStapel and WithPusher are laid out in a VStack")
    struct MultiViewContentTests {
        static let layout = ["VStack", "HStack", "ZStack"]

        func container(of text: String, in host: ViewHost) throws -> String? {
            try host.find(text: text).ancestorTypeNames.first(where: Self.layout.contains)
        }

        @Test(arguments: [false, true])
        func theRootsViewsStackVertically(inTheCustomContainer custom: Bool) throws {
            let style: StapelStackStyle = custom ? .custom() : .navigationStack
            let host = ViewHost(
                WithStapel(Stack<AnyScreen>()) {
                    Text("Title")
                    Text("Subtitle")
                }
                .stapelStackStyle(style))
            #expect(try container(of: "Title", in: host) == "VStack")
            #expect(try container(of: "Subtitle", in: host) == "VStack")
        }

        @Test(arguments: [false, true])
        func aPushersViewsStackVertically(inTheCustomContainer custom: Bool) async throws {
            let style: StapelStackStyle = custom ? .custom() : .navigationStack
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) { Text("Root") }.stapelStackStyle(style))
            stack.push(
                view: WithPusher {
                    Text("Chat")
                    Text("Messages")
                })
            await host.settle()
            #expect(try container(of: "Chat", in: host) == "VStack")
            #expect(try container(of: "Messages", in: host) == "VStack")
        }
    }
#endif
