#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    /// A root with a push button in each form, and buttons that drive their bindings.
    private struct TypedPushButtons: View {
        @State private var isActive = false
        @State private var selection: TypedScreen?

        var body: some View {
            VStack {
                StackNavigationLink(TypedScreen.first, name: "first") { Text("Plain") }
                StackNavigationLink(TypedScreen.second, isActive: $isActive) { Text("Flag") }
                StackNavigationLink(
                    TypedScreen.third, tag: TypedScreen.third, selection: $selection
                ) {
                    Text("Tag")
                }
                Button("Turn the flag on") { isActive = true }
                Button("Turn the flag off") { isActive = false }
                Button("Select third") { selection = .third }
                Text("flag \(isActive ? "on" : "off"), selection \(String(describing: selection))")
            }
        }
    }

    /// The same for a `Stack<AnyScreen>`, pushing views.
    private struct ViewPushButtons: View {
        @State private var isActive = false
        @State private var selection: Int?

        var body: some View {
            VStack {
                StackNavigationLink(name: "plain") {
                    Text("Plain")
                } destination: {
                    Text("Plain view")
                }
                StackNavigationLink(isActive: $isActive) {
                    Text("Flag")
                } destination: {
                    Text("Flag view")
                }
                StackNavigationLink(tag: 3, selection: $selection) {
                    Text("Tag")
                } destination: {
                    Text("Tag view")
                }
                Button("Turn the flag on") { isActive = true }
                Button("Select 3") { selection = 3 }
                Text("flag \(isActive ? "on" : "off"), selection \(String(describing: selection))")
            }
        }
    }

    @MainActor
    @Observable
    final class FlagModel {
        var isActive = false
    }

    @MainActor
    @Suite("StackNavigationLink: on tap, a flag or a selection")
    struct StackNavigationLinkBindingTests {
        @Test func theTypedPlainFormPushesOnTap() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(TypedContainer(stack: stack) { TypedPushButtons() })
            try host.tap("Plain")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            #expect(stack.routes.map(\.name) == ["first"])
        }

        @Test func theTypedFlagFormFollowsItsBindingBothWays() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(TypedContainer(stack: stack) { TypedPushButtons() })
            try host.tap("Turn the flag on")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("flag off, selection nil"))
            try host.tap("Flag")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            stack.popToRoot()
            await host.settle()
            #expect(host.isShowing("flag off, selection nil"))
        }

        @Test func turningTheFlagOffPopsTheScreen() async throws {
            let stack = Stack<TypedScreen>()
            let model = FlagModel()
            let flag = Binding(get: { model.isActive }, set: { model.isActive = $0 })
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    StackNavigationLink(TypedScreen.second, isActive: flag) { Text("Flag") }
                } screen: { _ in
                    Button("Turn the flag off") { model.isActive = false }
                })
            try host.tap("Flag")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            try host.tap("Turn the flag off")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(!model.isActive)
        }

        @Test func theTypedTagFormPushesWhenTheSelectionTakesItsTag() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(TypedContainer(stack: stack) { TypedPushButtons() })
            try host.tap("Select third")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.third])
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("flag off, selection nil"))
            try host.tap("Tag")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.third])
        }

        @Test func theViewFormsPushViews() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { ViewPushButtons() })
            try host.tap("Plain")
            await host.settle()
            #expect(host.isShowing("Plain view"))
            #expect(stack.routes.map(\.name) == ["plain"])
            try host.tapBack()
            await host.settle()
            try host.tap("Turn the flag on")
            await host.settle()
            #expect(host.isShowing("Flag view"))
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("flag off, selection nil"))
            try host.tap("Select 3")
            await host.settle()
            #expect(host.isShowing("Tag view"))
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("flag off, selection nil"))
        }

        /// NavigationStackView's README case (issue 18.5): a tap and a background push with the
        /// same identifier. The second is refused, so "pop to the view" stays unambiguous.
        @Test func aBackgroundPushWithTheIdOfAShownScreenIsRefused() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { ViewPushButtons() })
            try host.tap("Plain")
            await host.settle()
            var result: PushResult?
            withKnownIssue {
                result = stack.push(view: Text("Background view"), name: "plain")
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .duplicateName
            }
            await host.settle()
            #expect(result?.outcome == .duplicateName)
            #expect(host.isShowing("Plain view"))
            #expect(!host.isShowing("Background view"))
            #expect(stack.routes.map(\.name) == ["plain"])
            try host.tapBack()
            await host.settle()
            stack.push(view: Text("Background view"), name: "plain")
            await host.settle()
            #expect(host.isShowing("Background view"))
        }

        @Test func aButtonOutsideAnyContainerWarnsAndChangesNothing() throws {
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(ViewPushButtons())
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
                    && issue.description.contains("StackNavigationLink needs a Stack<AnyScreen>")
            }
            let host1 = try #require(host)
            #expect(!(try host1.find(text: "Plain").isEnabled))
            #expect(throws: HostError.self) { try host1.tap("Plain") }
            try host1.tap("Turn the flag on")
            #expect(host1.isShowing("flag on, selection nil"))
        }

        @Test func aViewFormInATypedContainerWarnsWithTheContainersType() throws {
            let stack = Stack<TypedScreen>()
            withKnownIssue {
                _ = ViewHost(TypedContainer(stack: stack) { ViewPushButtons() })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
                    && issue.description.contains("container of TypedScreen screens")
            }
            #expect(stack.routes.isEmpty)
        }
    }
#endif
