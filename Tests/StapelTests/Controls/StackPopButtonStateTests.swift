#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// What a screen's own state went through, in order, and what it held when the screen left.
    /// A popped route's screen leaves the hierarchy in the update that pops it (Stapel draws
    /// nothing for a route that has left the stack), before its `onChange` could see the flag
    /// turn off, so `onDisappear` reports the state it left with.
    @MainActor
    private final class StateLog {
        var changes: [String] = []
    }

    /// A pushed screen in NavigationStackView's style: its own `@State` flag and selection, a
    /// `StackPopButton` that watches each, and separate buttons that turn them on.
    private struct PopScreen: View {
        let form: BindingForm
        let log: StateLog
        @State private var flag = false
        @State private var selection: String?

        var body: some View {
            VStack {
                Text("flag \(flag ? "on" : "off"), selection \(selection ?? "nil")")
                StackPopButton(
                    to: .root,
                    isActive: form.binding($flag, get: { flag }, set: { flag = $0 })
                ) { Text("Pop on flag") }
                StackPopButton(
                    to: .root, tag: "root",
                    selection: form.binding(
                        $selection, get: { selection }, set: { selection = $0 })
                ) { Text("Pop on tag") }
                Button("Turn the flag on") { flag = true }
                Button("Select root") { selection = "root" }
            }
            .onChange(of: flag) { log.changes.append("flag \(flag ? "on" : "off")") }
            .onChange(of: selection) { log.changes.append("selection \(selection ?? "nil")") }
            .onDisappear {
                log.changes.append(
                    "left with flag \(flag ? "on" : "off"), selection \(selection ?? "nil")")
            }
        }
    }

    /// The same screen for a typed stack.
    private struct TypedPopScreen: View {
        let form: BindingForm
        let log: StateLog
        @State private var flag = false
        @State private var selection: String?

        var body: some View {
            VStack {
                Text("flag \(flag ? "on" : "off"), selection \(selection ?? "nil")")
                StackPopButton(
                    for: TypedScreen.self, to: .root,
                    isActive: form.binding($flag, get: { flag }, set: { flag = $0 })
                ) { Text("Pop on flag") }
                StackPopButton(
                    for: TypedScreen.self, tag: "one",
                    selection: form.binding(
                        $selection, get: { selection }, set: { selection = $0 })
                ) { Text("Pop on tag") }
                Button("Turn the flag on") { flag = true }
                Button("Select one") { selection = "one" }
            }
            .onChange(of: flag) { log.changes.append("flag \(flag ? "on" : "off")") }
            .onChange(of: selection) { log.changes.append("selection \(selection ?? "nil")") }
            .onDisappear {
                log.changes.append(
                    "left with flag \(flag ? "on" : "off"), selection \(selection ?? "nil")")
            }
        }
    }

    @MainActor
    @Suite("StackPopButton over a screen's own state")
    struct StackPopButtonStateTests {
        /// A stack of views whose top screen is a ``PopScreen``, settled.
        private func viewHost(_ form: BindingForm, _ log: StateLog) async -> (
            Stack<AnyScreen>, ViewHost
        ) {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { Text("Root") })
            stack.push(view: Text("One"))
            stack.push(view: PopScreen(form: form, log: log))
            await host.settle()
            return (stack, host)
        }

        /// A typed stack of three screens whose top one is a ``TypedPopScreen``, settled.
        private func typedHost(_ form: BindingForm, _ log: StateLog) async -> (
            Stack<TypedScreen>, ViewHost
        ) {
            let stack = Stack<TypedScreen>(routes: [.push(.first), .push(.second), .push(.third)])
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { screen in
                    if screen == .third {
                        TypedPopScreen(form: form, log: log)
                    } else {
                        Text("Typed \(String(describing: screen))")
                    }
                })
            await host.settle()
            return (stack, host)
        }

        @Test(arguments: BindingForm.allCases)
        func theFlagFormPopsWhenTheScreenTurnsItsFlagOn(form: BindingForm) async throws {
            let log = StateLog()
            let (stack, host) = await viewHost(form, log)
            try host.tap("Turn the flag on")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("Root"))
            #expect(log.changes == ["flag on", "left with flag off, selection nil"])
        }

        @Test(arguments: BindingForm.allCases)
        func theTagFormPopsWhenTheScreenSelectsItsTag(form: BindingForm) async throws {
            let log = StateLog()
            let (stack, host) = await viewHost(form, log)
            try host.tap("Select root")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("Root"))
            #expect(log.changes == ["selection root", "left with flag off, selection nil"])
        }

        @Test(arguments: BindingForm.allCases)
        func aTapTurnsTheScreensFlagOnAndPops(form: BindingForm) async throws {
            let log = StateLog()
            let (stack, host) = await viewHost(form, log)
            try host.tap("Pop on flag")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(log.changes == ["flag on", "left with flag off, selection nil"])
        }

        @Test(arguments: BindingForm.allCases)
        func theTypedFlagFormPopsWhenTheScreenTurnsItsFlagOn(form: BindingForm) async throws {
            let log = StateLog()
            let (stack, host) = await typedHost(form, log)
            try host.tap("Turn the flag on")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("Root"))
            #expect(log.changes == ["flag on", "left with flag off, selection nil"])
        }

        @Test(arguments: BindingForm.allCases)
        func theTypedTagFormPopsWhenTheScreenSelectsItsTag(form: BindingForm) async throws {
            let log = StateLog()
            let (stack, host) = await typedHost(form, log)
            try host.tap("Select one")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first, .second])
            #expect(host.isShowing("Typed second"))
            #expect(log.changes == ["selection one", "left with flag off, selection nil"])
        }

        @Test(arguments: BindingForm.allCases)
        func aTapOnTheTypedTagFormSelectsTheTagAndPops(form: BindingForm) async throws {
            let log = StateLog()
            let (stack, host) = await typedHost(form, log)
            try host.tap("Pop on tag")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first, .second])
            #expect(log.changes == ["selection one", "left with flag off, selection nil"])
        }
    }
#endif
