#if !canImport(SwiftUI)
    import Observation
    import SwiftUIStub
    import Testing

    @MainActor @Observable final class Model {
        var items = ["a", "b"]
        var path: [Int] = []
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    struct Nav: View {
        let model: Model
        var body: some View {
            NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
                VStack {
                    Text("Root")
                    Button("Push") { model.path.append(model.path.count + 1) }
                }
                .navigationDestination(for: Int.self) { n in
                    Text("Screen \(n)")
                }
            }
        }
    }

    @MainActor
    @Suite struct SmokeTests {
        @Test func stateCounts() throws {
            let host = ViewHost(Counter())
            #expect(host.isShowing("Count 0"))
            try host.tap("Add")
            #expect(host.isShowing("Count 1"))
            print(host.hierarchy)
        }

        @Test func pushAndBack() async throws {
            let model = Model()
            let host = ViewHost(Nav(model: model))
            try host.tap("Push")
            print(host.hierarchy)
            await host.settle()
            #expect(host.isShowing("Screen 1"))
            try host.tapBack()
            await host.settle()
            #expect(model.path == [])
            #expect(host.isShowing("Root"))
            print(host.transitions)
            print(host.log)
        }
    }
#endif
