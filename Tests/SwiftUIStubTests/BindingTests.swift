#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct Draft: Equatable {
        var title = ""
        var done = false
    }

    private struct Editor: View {
        @Binding var draft: Draft

        var body: some View {
            VStack {
                TextField("Title", text: $draft.title)
                Toggle("Done", isOn: $draft.done)
            }
        }
    }

    private struct Owner: View {
        @State private var draft = Draft()

        var body: some View {
            VStack {
                Text("Title: \(draft.title)")
                Text(draft.done ? "Done" : "Open")
                Editor(draft: $draft)
            }
        }
    }

    private struct ProfileEditor: View {
        @Bindable var profile: Profile

        var body: some View {
            VStack {
                Text("Name: \(profile.name)")
                TextField("Name", text: $profile.name)
            }
        }
    }

    @MainActor
    @Suite("Bindings")
    struct BindingTests {
        @Test func aChildWritesItsParentsStateThroughABinding() throws {
            let host = ViewHost(Owner())
            try host.find(text: "Title").type("Notes")
            #expect(host.isShowing("Title: Notes"))
            try host.tap("Done")
            #expect(host.isShowing("Done"))
        }

        @Test func bindingsFromClosuresReadAndWrite() {
            let library = Library()
            let flag = Binding(get: { library.flag }, set: { library.flag = $0 })
            flag.wrappedValue = true
            #expect(library.flag)
            let seen = Box<Transaction?>(nil)
            let animated = Binding(
                get: { library.books.count },
                set: { _, transaction in seen.value = transaction }
            ).animation(.linear)
            animated.wrappedValue = 3
            #expect(seen.value?.animation == .linear)
            var plain = Transaction()
            plain.disablesAnimations = true
            animated.transaction(plain).wrappedValue = 4
            #expect(seen.value?.disablesAnimations == true)
            #expect(seen.value?.animation == nil)
        }

        @Test func aConstantBindingIgnoresWrites() {
            let constant = Binding.constant(5)
            constant.wrappedValue = 6
            #expect(constant.wrappedValue == 5)
            let copy = Binding(projectedValue: constant.projectedValue)
            #expect(copy.wrappedValue == 5)
        }

        @Test func bindableMakesBindingsToAnObservableModel() throws {
            let profile = Profile()
            let host = ViewHost(ProfileEditor(profile: profile))
            try host.find(text: "Name").type("Grace")
            #expect(profile.name == "Grace")
            #expect(host.isShowing("Name: Grace"))
            let bindable = Bindable(profile)
            bindable.age.wrappedValue = 40
            #expect(profile.age == 40)
            #expect(Bindable(projectedValue: bindable.projectedValue).wrappedValue === profile)
        }

        @Test func bindableIsIdentifiableWhenItsObjectIs() {
            let book = Shelf(id: 3)
            #expect(Bindable(wrappedValue: book).id == 3)
        }
    }
#endif
