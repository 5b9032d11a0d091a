#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @testable import StapelExamples

    @MainActor
    @Suite struct ExampleSmokeTests {
        @Test func home() async throws {
            let host = ViewHost(ExamplesHome())
            print(host.hierarchy)
            print(host.log)
            try host.tap("Chat 2")
            await host.settle()
            print(host.hierarchy)
            try host.selectTab("Coordinator")
            try host.tap("Jump to number 7 and show About")
            await host.settle()
            print(host.hierarchy)
            print(host.log)
            print(host.transitions)
        }
    }
#endif
