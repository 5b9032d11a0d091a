#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// A root screen in NavigationStackView's style, pushing views: its own `@State` flag and
    /// selection, a `StackNavigationLink` that watches each, and separate buttons that turn them
    /// on. The pushed views get the same binding, to turn it off.
    private struct ViewPushRoot: View {
        let form: BindingForm
        @State private var flag = false
        @State private var selection: Int?

        var body: some View {
            let flag = form.binding($flag, get: { self.flag }, set: { self.flag = $0 })
            let selection = form.binding(
                $selection, get: { self.selection }, set: { self.selection = $0 })
            VStack {
                Text("flag \(self.flag ? "on" : "off"), selection \(describe(self.selection))")
                StackNavigationLink(isActive: flag) {
                    Text("Push on flag")
                } destination: {
                    Done(title: "Flag view", flag: flag)
                }
                StackNavigationLink(tag: 3, selection: selection) {
                    Text("Push on tag")
                } destination: {
                    Clear(title: "Tag view", selection: selection)
                }
                Button("Turn the flag on") { self.flag = true }
                Button("Select 3") { self.selection = 3 }
            }
        }
    }

    /// The root screen of a typed stack, with the same state and controls.
    private struct TypedPushRoot: View {
        let form: BindingForm
        @State private var flag = false
        @State private var selection: TypedScreen?

        var body: some View {
            VStack {
                Text("flag \(flag ? "on" : "off"), selection \(describe(selection))")
                StackNavigationLink(
                    TypedScreen.second,
                    isActive: form.binding($flag, get: { flag }, set: { flag = $0 })
                ) { Text("Push on flag") }
                StackNavigationLink(
                    TypedScreen.third, tag: TypedScreen.third,
                    selection: form.binding(
                        $selection, get: { selection }, set: { selection = $0 })
                ) { Text("Push on tag") }
                Button("Turn the flag on") { flag = true }
                Button("Select third") { selection = .third }
            }
        }
    }

    /// A pushed view that turns its flag off.
    private struct Done: View {
        let title: String
        let flag: Binding<Bool>

        var body: some View {
            VStack {
                Text(title)
                Button("Done") { flag.wrappedValue = false }
            }
        }
    }

    /// A pushed view that clears its selection.
    private struct Clear: View {
        let title: String
        let selection: Binding<Int?>

        var body: some View {
            VStack {
                Text(title)
                Button("Clear") { selection.wrappedValue = nil }
            }
        }
    }

    /// An optional shown as its value or `nil`.
    private func describe(_ value: (some Any)?) -> String {
        value.map { String(describing: $0) } ?? "nil"
    }

    @MainActor
    @Suite("StackNavigationLink bound to a screen's own state")
    struct StackNavigationLinkStateTests {
        private func typedHost(_ stack: Stack<TypedScreen>, _ form: BindingForm) -> ViewHost {
            ViewHost(TypedContainer(stack: stack) { TypedPushRoot(form: form) })
        }

        @Test(arguments: BindingForm.allCases)
        func theViewFlagFormFollowsTheScreensFlagBothWays(form: BindingForm) async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { ViewPushRoot(form: form) })
            try host.tap("Turn the flag on")
            await host.settle()
            #expect(host.isShowing("Flag view"))
            #expect(stack.depth == 1)
            try host.tap("Done")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("flag off, selection nil"))
            try host.tap("Push on flag")
            await host.settle()
            #expect(host.isShowing("Flag view"))
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("flag off, selection nil"))
        }

        @Test(arguments: BindingForm.allCases)
        func theViewTagFormFollowsTheScreensSelectionBothWays(form: BindingForm) async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { ViewPushRoot(form: form) })
            try host.tap("Select 3")
            await host.settle()
            #expect(host.isShowing("Tag view"))
            try host.tap("Clear")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("flag off, selection nil"))
            try host.tap("Push on tag")
            await host.settle()
            #expect(host.isShowing("Tag view"))
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("flag off, selection nil"))
        }

        @Test(arguments: BindingForm.allCases)
        func theTypedFlagFormFollowsTheScreensFlag(form: BindingForm) async throws {
            let stack = Stack<TypedScreen>()
            let host = typedHost(stack, form)
            try host.tap("Turn the flag on")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("flag off, selection nil"))
            try host.tap("Push on flag")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            stack.popToRoot()
            await host.settle()
            #expect(host.isShowing("flag off, selection nil"))
        }

        @Test(arguments: BindingForm.allCases)
        func theTypedTagFormFollowsTheScreensSelection(form: BindingForm) async throws {
            let stack = Stack<TypedScreen>()
            let host = typedHost(stack, form)
            try host.tap("Select third")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.third])
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("flag off, selection nil"))
            try host.tap("Push on tag")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.third])
            stack.popToRoot()
            await host.settle()
            #expect(host.isShowing("flag off, selection nil"))
        }
    }
#endif
