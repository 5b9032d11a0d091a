#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    @MainActor
    @Observable
    final class Presentation {
        var recipe: Recipe?
        var showsHelp = false
    }

    /// Links and local destinations that present through the stack, FlowStacks' `FlowLink(value:
    /// style:)` and `flowDestination(item:style:)`, `(isPresented:style:)`.
    @MainActor
    @Suite("Presenting links and local presenting destinations")
    struct PresentingLinkTests {
        @Test func aTypedLinkPresentsASheetWithNavigation() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    StackNavigationLink(TypedScreen.second, style: .sheet(withNavigation: true)) {
                        Text("Open")
                    }
                })
            try host.tap("Open")
            await host.settle()
            #expect(stack.routes.map(\.style) == [.sheet(withNavigation: true)])
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Typed second"))
        }

        @Test func aValueLinkPresentsACover() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    StackNavigationLink(
                        value: Recipe(id: 2), style: .fullScreenCover(withNavigation: false)
                    ) { Text("Cook") }
                    .stapelDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
                })
            try host.tap("Cook")
            await host.settle()
            #expect(stack.routes.map(\.style) == [.fullScreenCover(withNavigation: false)])
            #expect(host.isShowing("Recipe 2"))
        }

        @Test func aViewLinkPresentsItsView() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    StackNavigationLink(
                        style: .sheet(withNavigation: false), label: { Text("Help") }
                    ) { Text("Help text") }
                })
            try host.tap("Help")
            await host.settle()
            #expect(host.isShowing("Help text"))
            #expect(stack.routes.map(\.style) == [.sheet(withNavigation: false)])
        }

        @Test func anItemPresentsAndTheUsersDismissalClearsIt() async throws {
            let stack = Stack<AnyScreen>()
            let model = Presentation()
            let host = ViewHost(
                WithStapel(stack) {
                    Button("Pick") { model.recipe = Recipe(id: 5) }
                        .stapelDestination(
                            item: Bindable(model).recipe, style: .sheet(withNavigation: true)
                        ) { Text("Editing \($0.id)") }
                })
            try host.tap("Pick")
            await host.settle()
            #expect(host.isShowing("Editing 5"))
            #expect(stack.routes.map(\.style) == [.sheet(withNavigation: true)])
            try host.swipeDownSheet()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(model.recipe == nil)
        }

        @Test func aFlagPresentsAndDismissingFromCodeTurnsItOff() async throws {
            let stack = Stack<AnyScreen>()
            let model = Presentation()
            let host = ViewHost(
                WithStapel(stack) {
                    Button("Help") { model.showsHelp = true }
                        .stapelDestination(
                            isPresented: Bindable(model).showsHelp,
                            style: .fullScreenCover(withNavigation: true)
                        ) { Text("Help text") }
                })
            try host.tap("Help")
            await host.settle()
            #expect(host.isShowing("Help text"))
            #expect(stack.routes.map(\.style) == [.fullScreenCover(withNavigation: true)])
            stack.dismiss()
            await host.settle()
            #expect(!model.showsHelp)
            model.showsHelp = true
            await host.settle()
            #expect(stack.routes.count == 1)
            model.showsHelp = false
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.presentationDepth == 0)
        }

        @Test func aFlagPushesByDefault() async throws {
            let stack = Stack<AnyScreen>()
            let model = Presentation()
            let host = ViewHost(
                WithStapel(stack) {
                    Text("Root")
                        .stapelDestination(isPresented: Bindable(model).showsHelp) {
                            Text("Help text")
                        }
                })
            model.showsHelp = true
            await host.settle()
            #expect(stack.routes.map(\.style) == [.push])
            try host.tapBack()
            await host.settle()
            #expect(!model.showsHelp)
        }
    }
#endif
