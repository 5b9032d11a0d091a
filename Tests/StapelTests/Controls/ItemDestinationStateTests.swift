#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// A root screen whose own `@State` item drives `stapelDestination(item:)`; the pushed view
    /// gets the same binding, to clear it.
    private struct FavoriteRoot: View {
        let form: BindingForm
        @State private var favorite: String?

        var body: some View {
            let item = form.binding($favorite, get: { favorite }, set: { favorite = $0 })
            VStack {
                Text("favorite \(favorite ?? "nil")")
                Button("Pick Swift") { favorite = "Swift" }
            }
            .stapelDestination(item: item) { name in
                VStack {
                    Text("Favorite \(name)")
                    Button("Clear") { item.wrappedValue = nil }
                }
            }
        }
    }

    /// The root screen of a typed stack, whose own `@State` number drives
    /// `stapelPush(item:screen:)`.
    private struct NumberRoot: View {
        let form: BindingForm
        @State private var number: Int?

        var body: some View {
            VStack {
                Text("number \(number.map(String.init) ?? "nil")")
                Button("Pick 1") { number = 1 }
                Button("Pick 2") { number = 2 }
            }
            .stapelPush(item: form.binding($number, get: { number }, set: { number = $0 })) {
                $0 == 1 ? TypedScreen.first : .second
            }
        }
    }

    /// A root screen whose item starts set, as a restored or deep-linked screen's may.
    private struct PresetRoot: View {
        @State private var favorite: String? = "Kotlin"

        var body: some View {
            Text("favorite \(favorite ?? "nil")")
                .stapelDestination(item: $favorite) { Text("Favorite \($0)") }
        }
    }

    @MainActor
    @Suite("stapelDestination(item:) and stapelPush(item:) over a screen's own state")
    struct ItemDestinationStateTests {
        @Test(arguments: BindingForm.allCases)
        func anItemInTheScreensStatePushesAndBackClearsIt(form: BindingForm) async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { FavoriteRoot(form: form) })
            try host.tap("Pick Swift")
            await host.settle()
            #expect(host.isShowing("Favorite Swift"))
            #expect(stack.depth == 1)
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("favorite nil"))
        }

        @Test(arguments: BindingForm.allCases)
        func clearingTheItemInTheScreensStatePops(form: BindingForm) async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { FavoriteRoot(form: form) })
            try host.tap("Pick Swift")
            await host.settle()
            try host.tap("Clear")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("favorite nil"))
        }

        @Test func anItemSetWhenTheViewAppearsPushesAtOnce() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { PresetRoot() })
            await host.settle()
            #expect(host.isShowing("Favorite Kotlin"))
            #expect(stack.depth == 1)
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("favorite nil"))
        }

        @Test(arguments: BindingForm.allCases)
        func aTypedItemInTheScreensStatePushesItsScreen(form: BindingForm) async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(TypedContainer(stack: stack) { NumberRoot(form: form) })
            try host.tap("Pick 2")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("number nil"))
            try host.tap("Pick 1")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            stack.popToRoot()
            await host.settle()
            #expect(host.isShowing("number nil"))
        }
    }
#endif
