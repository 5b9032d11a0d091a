#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    @MainActor
    @Observable
    final class PopTargets {
        var popFlag = false
        var selection: String?
    }

    @MainActor
    @Suite("StackPopButton")
    struct StackPopButtonTests {
        private func typedHost(_ stack: Stack<TypedScreen>, _ targets: PopTargets) -> ViewHost {
            ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { screen in
                    VStack {
                        Text("Typed \(String(describing: screen))")
                        StackPopButton(for: TypedScreen.self) { Text("Back one") }
                        StackPopButton(for: TypedScreen.self, to: .root) {
                            Text("Back to the root")
                        }
                        StackPopButton(for: TypedScreen.self, to: .name("first")) {
                            Text("Back to first")
                        }
                        StackPopButton(
                            for: TypedScreen.self, to: .root,
                            isActive: Binding(
                                get: { targets.popFlag }, set: { targets.popFlag = $0 })
                        ) { Text("Flag") }
                        StackPopButton(
                            for: TypedScreen.self, tag: "pop",
                            selection: Binding(
                                get: { targets.selection }, set: { targets.selection = $0 })
                        ) { Text("Tag") }
                    }
                })
        }

        @Test func theTypedPlainFormsPopToTheirDestinations() async throws {
            let stack = Stack<TypedScreen>(
                routes: [.push(.first, name: "first"), .push(.second), .push(.third)])
            let targets = PopTargets()
            let host = typedHost(stack, targets)
            try host.tap("Back one")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first, .second])
            stack.push(.third)
            await host.settle()
            try host.tap("Back to first")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            try host.tap("Back to the root")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("Root"))
        }

        @Test func theTypedFlagFormPopsWhenItsFlagTurnsOnAndTurnsItOff() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first), .push(.second)])
            let targets = PopTargets()
            let host = typedHost(stack, targets)
            targets.popFlag = true
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(!targets.popFlag)
            stack.push(.first)
            await host.settle()
            try host.tap("Flag")
            await host.settle()
            #expect(stack.routes.isEmpty)
        }

        @Test func theTypedTagFormPopsWhenTheSelectionTakesItsTag() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first), .push(.second)])
            let targets = PopTargets()
            let host = typedHost(stack, targets)
            targets.selection = "pop"
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            #expect(targets.selection == nil)
            try host.tap("Tag")
            await host.settle()
            #expect(stack.routes.isEmpty)
        }

        @Test func theAnyScreenFormsPopTheStackOfViews() async throws {
            let stack = Stack<AnyScreen>()
            let targets = PopTargets()
            let screen = VStack {
                StackPopButton { Text("Back one") }
                StackPopButton(
                    to: .root,
                    isActive: Binding(
                        get: { targets.popFlag }, set: { targets.popFlag = $0 })
                ) { Text("Flag") }
                StackPopButton(
                    to: .root, tag: "root",
                    selection: Binding(
                        get: { targets.selection }, set: { targets.selection = $0 })
                ) { Text("Tag") }
            }
            let host = ViewHost(WithStapel(stack) { Text("Root") })
            stack.push(view: Text("One"))
            stack.push(view: screen)
            await host.settle()
            try host.tap("Back one")
            await host.settle()
            #expect(stack.depth == 1)
            stack.push(view: screen)
            stack.push(view: screen)
            await host.settle()
            try host.tap("Flag")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(!targets.popFlag)
            stack.push(view: screen)
            await host.settle()
            try host.tap("Tag")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(targets.selection == nil)
        }

        @Test func aPopButtonOutsideAnyContainerWarnsAndIsDisabled() throws {
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(StackPopButton { Text("Back") })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
                    && issue.description.contains("StackPopButton needs a Stack<AnyScreen>")
            }
            #expect(throws: HostError.self) { try #require(host).tap("Back") }
        }

        @Test func aFlagWithoutAStackChangesNothing() throws {
            let targets = PopTargets()
            withKnownIssue {
                let host = ViewHost(
                    StackPopButton(
                        to: .root,
                        isActive: Binding(get: { targets.popFlag }, set: { targets.popFlag = $0 })
                    ) { Text("Flag") })
                targets.popFlag = true
                host.update()
            }
            #expect(targets.popFlag)
        }
    }
#endif
