#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    /// A stack driven by a path of one type, with links of that type and of another.
    private struct TypedPathStack: View {
        @Binding var path: [Int]
        let registersStrings: Bool

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink(value: 7) { Text("Seven") }
                    NavigationLink(value: "word") { Text("Word") }
                    NavigationLink(value: Int?.none) { Text("Nothing") }
                }
                .navigationDestination(for: Int.self) { Text("Number \($0)") }
                .modifier(StringDestination(registers: registersStrings))
            }
        }
    }

    private struct StringDestination: ViewModifier {
        let registers: Bool

        func body(content: Content) -> some View {
            if registers {
                content.navigationDestination(for: String.self) { Text("String \($0)") }
            } else {
                content
            }
        }
    }

    private struct PathHost: View {
        @State var path: [Int] = []
        let registersStrings: Bool

        var body: some View {
            VStack {
                TypedPathStack(path: $path, registersStrings: registersStrings)
                Text("Path \(path.map(String.init).joined(separator: ","))")
            }
        }
    }

    @MainActor
    @Suite("NavigationLink in the host")
    struct NavigationLinkTests {
        @Test func aValueLinkAppendsToThePathBinding() async throws {
            let host = ViewHost(PathHost(registersStrings: false))
            try host.tap("Seven")
            await host.settle()
            #expect(host.isShowing("Number 7"))
            #expect(host.isShowing("Path 7"))
        }

        @Test func aValueWithoutADestinationCannotBeActivated() async throws {
            let host = ViewHost(PathHost(registersStrings: false))
            try host.tap("Word")
            await host.settle()
            #expect(host.isShowing("Path "))
            #expect(host.log.contains { $0.contains("no matching navigationDestination") })
        }

        @Test func aValueThePathCannotHoldDoesNothing() async throws {
            let host = ViewHost(PathHost(registersStrings: true))
            try host.tap("Word")
            await host.settle()
            #expect(!host.isShowing("String word"))
            #expect(host.log.contains { $0.contains("does not fit the navigation stack's path") })
        }

        @Test func aNilValueDoesNothing() async throws {
            let host = ViewHost(PathHost(registersStrings: false))
            try host.tap("Nothing")
            await host.settle()
            #expect(host.isShowing("Path "))
            #expect(host.log.isEmpty)
        }

        @Test func aStackWithItsOwnPathPushesTheValue() async throws {
            let host = ViewHost(
                NavigationStack {
                    NavigationLink(value: 3) { Text("Three") }
                        .navigationDestination(for: Int.self) { Text("Number \($0)") }
                })
            try host.tap("Three")
            await host.settle()
            #expect(host.isShowing("Number 3"))
            try host.tapBack()
            await host.settle()
            #expect(!host.isShowing("Number 3"))
        }

        @Test func aViewLinkPushesOutsideThePathUntilTheUserPops() async throws {
            let host = ViewHost(
                NavigationStack {
                    NavigationLink(destination: Text("Pushed view")) { Text("Open") }
                })
            try host.tap("Open")
            await host.settle()
            #expect(host.isShowing("Pushed view"))
            try host.tapBack()
            await host.settle()
            #expect(!host.isShowing("Pushed view"))
            try host.tap("Open")
            await host.settle()
            #expect(host.isShowing("Pushed view"))
        }

        @Test func theClosureFormsPushTheViewTheirClosureBuilds() async throws {
            let host = ViewHost(
                NavigationStack {
                    VStack {
                        NavigationLink {
                            Text("Built view")
                        } label: {
                            Text("Build")
                        }
                        NavigationLink("Titled") { Text("Titled view") }
                        NavigationLink(String("Plain title")) { Text("Plain view") }
                    }
                })
            for (label, screen) in [
                ("Build", "Built view"), ("Titled", "Titled view"), ("Plain title", "Plain view"),
            ] {
                #expect(!host.isShowing(screen))
                try host.tap(label)
                await host.settle()
                #expect(host.isShowing(screen), "\(label) pushed nothing")
                try host.tapBack()
                await host.settle()
                #expect(!host.isShowing(screen))
            }
        }

        @Test func theTitleFormsAppendTheirValueToThePath() async throws {
            struct TitledLinks: View {
                @State var path: [Int] = []

                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            NavigationLink("Seven", value: 7)
                            NavigationLink(String("Eight"), value: 8)
                            NavigationLink("Nothing", value: Int?.none)
                        }
                        .navigationDestination(for: Int.self) { Text("Number \($0)") }
                    }
                }
            }
            let host = ViewHost(TitledLinks())
            try host.tap("Nothing")
            await host.settle()
            #expect(!host.isShowing("Number 7"))
            try host.tap("Seven")
            await host.settle()
            #expect(host.isShowing("Number 7"))
            try host.tapBack()
            await host.settle()
            try host.tap("Eight")
            await host.settle()
            #expect(host.isShowing("Number 8"))
        }
    }
#endif
