#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    /// A parent whose own state changes, with a child counter below it.
    private struct Parent: View {
        @State private var renders = 0

        var body: some View {
            VStack {
                Text("Parent \(renders)")
                Button("Redraw") { renders += 1 }
                CounterView(title: "Child")
            }
        }
    }

    /// The same view type in both branches of an `if`.
    private struct TwoBranches: View {
        @State private var first = true

        var body: some View {
            VStack {
                if first {
                    CounterView(title: "A")
                } else {
                    CounterView(title: "A")
                }
                Button("Switch") { first.toggle() }
            }
        }
    }

    private struct Rows: View {
        let library: Library

        var body: some View {
            VStack {
                ForEach(library.books, id: \.self) { CounterView(title: $0) }
            }
        }
    }

    private struct Reset: View {
        let library: Library

        var body: some View {
            CounterView(title: "Keyed").id(library.flag)
        }
    }

    private struct Erased: View {
        let library: Library

        var body: some View {
            if library.flag {
                AnyView(CounterView(title: "X"))
            } else {
                AnyView(VStack { CounterView(title: "X") })
            }
        }
    }

    /// A button that writes the value its state already holds.
    private struct Same: View {
        @State private var value = 1

        var body: some View {
            Button("Same \(value)") { value = 1 }
        }
    }

    private struct Duplicates: View {
        var body: some View {
            VStack {
                ForEach(["a", "a"], id: \.self) { Text($0) }
            }
        }
    }

    @MainActor
    @Suite("Structural identity and state")
    struct IdentityTests {
        @Test func stateSurvivesTheParentsUpdates() throws {
            let host = ViewHost(Parent())
            try host.tap("Add to Child")
            try host.tap("Redraw")
            #expect(host.visibleTexts == ["Parent 1", "Redraw", "Child 1", "Add to Child"])
        }

        @Test func anotherBranchIsAnotherViewWithNewState() throws {
            let host = ViewHost(TwoBranches())
            try host.tap("Add to A")
            #expect(host.isShowing("A 1"))
            try host.tap("Switch")
            #expect(host.isShowing("A 0"))
            try host.tap("Switch")
            #expect(host.isShowing("A 0"))
        }

        @Test func forEachKeepsEachElementsStateWhenTheyMove() throws {
            let library = Library()
            let host = ViewHost(Rows(library: library))
            try host.tap("Add to Emma")
            library.books.reverse()
            #expect(host.visibleTexts == ["Emma 1", "Add to Emma", "Dune 0", "Add to Dune"])
            library.books.removeFirst()
            host.update()
            library.books.append("Emma")
            #expect(host.visibleTexts == ["Dune 0", "Add to Dune", "Emma 0", "Add to Emma"])
        }

        @Test func aNewExplicitIdentityStartsOverWithNewState() throws {
            let library = Library()
            let host = ViewHost(Reset(library: library))
            try host.tap("Add to Keyed")
            #expect(host.isShowing("Keyed 1"))
            library.flag = true
            #expect(host.isShowing("Keyed 0"))
        }

        @Test func anErasedViewOfAnotherTypeIsAnotherView() throws {
            let library = Library()
            let host = ViewHost(Erased(library: library))
            try host.tap("Add to X")
            library.flag = true
            #expect(host.isShowing("X 0"))
        }

        @Test func duplicateIdentitiesAreLoggedAndDrawnOnce() {
            let host = ViewHost(Duplicates())
            #expect(host.visibleTexts == ["a"])
            #expect(host.log.contains { $0.contains("two children share the identity") })
        }

        @Test func writingTheSameValueUpdatesNothing() throws {
            let parent = ViewHost(Parent())
            parent.resetEvaluationCounts()
            try parent.tap("Redraw")
            #expect(parent.evaluationCount(of: Parent.self) == 1)
            let host = ViewHost(Same())
            host.resetEvaluationCounts()
            try host.find(Same.self).tap()
            #expect(host.evaluationCount(of: Same.self) == 0)
        }

        @Test func stateOutsideAViewKeepsItsInitialValue() {
            let state = State(initialValue: 1)
            state.wrappedValue = 2
            #expect(state.wrappedValue == 1)
            #expect(state.projectedValue.wrappedValue == 1)
            let empty = State<Int?>()
            #expect(empty.wrappedValue == nil)
        }
    }
#endif
