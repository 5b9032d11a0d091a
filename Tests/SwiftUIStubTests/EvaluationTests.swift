#if !canImport(SwiftUI)
    import Foundation
    import SwiftUIStub
    import Testing

    private struct Branches: View {
        @State private var isOn = false
        @State private var name: String?

        var body: some View {
            VStack {
                if isOn {
                    Text("On")
                } else {
                    Text("Off")
                }
                if let name {
                    Text("Hello \(name)")
                }
                Button("Flip") { isOn.toggle() }
                Button("Name") { name = name == nil ? "Ada" : nil }
            }
        }
    }

    private struct Lists: View {
        let library: Library
        let books: [Book]

        var body: some View {
            VStack {
                ForEach(library.books, id: \.self) { Text($0) }
                ForEach(books) { Text("#\($0.id) \($0.title)") }
                ForEach(0..<2) { Text("Row \($0)") }
            }
        }
    }

    private struct Containers: View {
        var body: some View {
            HStack {
                ZStack { Text("z") }
                Group {
                    Text("g1")
                    Text("g2")
                }
                AnyView(Text("any"))
                AnyView(erasing: AnyView(Text("erased")))
                List { Text("l1") }
                List([Book(id: 1, title: "b1")]) { Text($0.title) }
                List(["s1"], id: \.self) { Text($0) }
                ScrollView { Text("scrolled") }
                ScrollView(.horizontal, showsIndicators: false) { Text("wide") }
                Label("Inbox", systemImage: "tray")
                Label(String("Sent"), systemImage: "paperplane")
                Image("logo")
                Spacer(minLength: 4)
                EmptyView()
                Text(verbatim: "%verbatim")
                Text(String("plain")) + Text(" joined")
            }
        }
    }

    /// A modifier with a body of its own and state of its own.
    private struct Badge: ViewModifier {
        let label: String
        @State private var taps = 0

        func body(content: Content) -> some View {
            HStack {
                content
                Button("\(label) \(taps)") { taps += 1 }
            }
        }
    }

    private struct Modified: View {
        var body: some View {
            Text("base")
                .modifier(Badge(label: "badge"))
                .foregroundStyle(.secondary)
                .font(.headline)
                .frame(width: 10, alignment: .leading)
                .modifier(EmptyModifier.identity)
        }
    }

    @MainActor
    @Suite("Evaluation and builders")
    struct EvaluationTests {
        @Test func conditionalContentShowsTheBranchTaken() throws {
            let host = ViewHost(Branches())
            #expect(host.visibleTexts.contains("Off"))
            try host.tap("Flip")
            #expect(host.visibleTexts.contains("On"))
            #expect(!host.visibleTexts.contains("Off"))
        }

        @Test func optionalContentComesAndGoes() throws {
            let host = ViewHost(Branches())
            #expect(!host.isShowing("Hello Ada"))
            try host.tap("Name")
            #expect(host.isShowing("Hello Ada"))
            try host.tap("Name")
            #expect(!host.isShowing("Hello Ada"))
        }

        @Test func forEachMakesOneViewPerElementInOrder() {
            let library = Library()
            let host = ViewHost(
                Lists(library: library, books: [Book(id: 7, title: "Ulysses")]))
            #expect(host.visibleTexts == ["Dune", "Emma", "#7 Ulysses", "Row 0", "Row 1"])
            library.books.insert("Beloved", at: 1)
            #expect(host.visibleTexts.prefix(3) == ["Dune", "Beloved", "Emma"])
        }

        @Test func containersDrawAllTheirContent() throws {
            let host = ViewHost(Containers())
            #expect(
                host.visibleTexts == [
                    "z", "g1", "g2", "any", "erased", "l1", "b1", "s1", "scrolled", "wide", "Inbox",
                    "Sent", "%verbatim", "plain joined",
                ])
            #expect(host.hierarchy.contains("Image tray"))
            #expect(host.hierarchy.contains("Image logo"))
        }

        @Test func aModifierBodyRunsWithItsOwnState() throws {
            let host = ViewHost(Modified())
            #expect(host.visibleTexts == ["base", "badge 0"])
            try host.tap("badge 0")
            #expect(host.visibleTexts == ["base", "badge 1"])
        }

        @Test func evaluationCountsNameEveryBodyThatRan() throws {
            let host = ViewHost(Modified())
            // A modifier's body counts under the modifier's name; primitives have no body.
            #expect(host.evaluationCounts == ["Modified": 1, "Badge": 1, "Button": 1])
            host.resetEvaluationCounts()
            #expect(host.evaluationCounts.isEmpty)
            try host.tap("badge 0")
            #expect(host.evaluationCounts == ["Badge": 1, "Button": 1])
            #expect(host.evaluationCount(of: Modified.self) == 0)
        }

        @Test func anyViewErasesOnlyViews() {
            #expect(AnyView(_fromValue: Text("x")) != nil)
            #expect(AnyView(_fromValue: 42) == nil)
        }

        @Test func tupleViewKeepsItsValue() {
            var tuple = TupleView((Text("a"), Text("b")))
            tuple.value = (Text("c"), Text("d"))
            #expect(tuple.value.0 == Text("c"))
            let scroll = ScrollView(.horizontal) { Text("s") }
            #expect(scroll.axes == .horizontal)
            #expect(scroll.showsIndicators)
            #expect(scroll.content == Text("s"))
            #expect(Spacer(minLength: 3).minLength == 3)
        }

        @Test func limitedAvailabilityContentIsErased() {
            let erased = ViewBuilder.buildLimitedAvailability(Text("new"))
            let host = ViewHost(erased)
            #expect(host.visibleTexts == ["new"])
        }
    }
#endif
