#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct Form: View {
        @State private var name = ""
        @State private var subscribed = false

        var body: some View {
            VStack {
                Text("Hello \(name)")
                TextField("Name", text: $name).accessibilityIdentifier("name-field")
                Toggle(isOn: $subscribed) { Text("Subscribe") }
                Button("Save") {}.disabled(name.isEmpty)
                Button(role: .destructive, action: {}, label: { Text("Delete") })
                Text("Untouchable").allowsHitTesting(false)
                TextField("Frozen", text: .constant("ice")).disabled(true)
            }
            .navigationTitle("Form")
        }
    }

    @MainActor
    @Suite("Test API")
    struct TestAPITests {
        @Test func viewsAreFoundByTextTypeAndIdentifier() throws {
            let host = ViewHost(Form())
            #expect(try host.find(text: "Hello ").typeName == "Text")
            #expect(try host.find(Toggle<Text>.self).text == "Subscribe")
            let field = try host.find(identifier: "name-field")
            #expect(field.typeName == "TextField")
            #expect(field.isVisible)
            #expect(host.findAll(text: "Save").count == 1)
            #expect(host.isShowing("Delete"))
            #expect(throws: HostError.self) { try host.find(text: "Missing") }
        }

        @Test func anElementNamesTheContainersAboveIt() throws {
            let host = ViewHost(
                ZStack {
                    VStack { Text("Stacked") }
                    Text("Overlaid")
                })
            let layout = ["VStack", "HStack", "ZStack"]
            #expect(
                try host.find(text: "Stacked").ancestorTypeNames.first(where: layout.contains)
                    == "VStack")
            #expect(
                try host.find(text: "Overlaid").ancestorTypeNames.first(where: layout.contains)
                    == "ZStack")
        }

        @Test func typingGoesThroughTheFieldsBinding() throws {
            let host = ViewHost(Form())
            try host.find(identifier: "name-field").type("Ada")
            #expect(host.isShowing("Hello Ada"))
            #expect(throws: HostError.disabled("the text field")) {
                try host.find(text: "Frozen").type("water")
            }
            #expect(throws: HostError.notInteractive("Text \"Hello Ada\"")) {
                try host.find(text: "Hello Ada").type("x")
            }
        }

        @Test func aDisabledOrUntouchableControlCannotBeTapped() throws {
            let host = ViewHost(Form())
            #expect(throws: HostError.disabled("Text \"Save\"")) { try host.tap("Save") }
            #expect(throws: HostError.notInteractive("Text \"Untouchable\"")) {
                try host.tap("Untouchable")
            }
            try host.find(identifier: "name-field").type("Ada")
            try host.tap("Save")
            try host.tap("Subscribe")
            #expect(host.hierarchy.contains("Toggle \"Subscribe\" on"))
        }

        @Test func theHierarchyPrintsWhatIsOnScreen() throws {
            let host = ViewHost(NavigationStack { Form() })
            #expect(
                host.hierarchy == """
                    NavigationStack (0 above the root)
                      title "Form"
                      Text "Hello "
                      #name-field
                      TextField "Name": ""
                      Toggle "Subscribe" off
                      Button "Save" (disabled)
                      Button "Delete" (destructive)
                      Text "Untouchable"
                      TextField "Frozen": "ice" (disabled)
                    """)
            #expect(host.navigationTitle == "Form")
            #expect(host.navigationDepth == 0)
            #expect(host.presentationDepth == 0)
        }

        @Test func transitionsDescribeThemselves() async throws {
            let library = Library()
            let host = ViewHost(PathStack(library: library, log: EventLog()))
            library.path = [1]
            await host.settle()
            try host.tapBack()
            await host.settle()
            #expect(
                host.transitions.map(\.description) == [
                    "push at 0.0 seconds (0.35 seconds)",
                    "pop by the user at 0.35 seconds (0.35 seconds)",
                ])
            #expect(host.transitions.allSatisfy { $0.animated })
        }

        @Test func errorsDescribeThemselves() {
            #expect(
                HostError.notFound("text \"x\"", hierarchy: "Text \"y\"").description
                    == "Nothing on screen matches text \"x\". On screen:\nText \"y\"")
            #expect(HostError.notInteractive("Text \"x\"").description.hasSuffix("typed into"))
            #expect(HostError.disabled("Button").description == "Button is disabled")
            #expect(HostError.cannotGoBack("why").description == "Cannot go back: why")
            #expect(
                HostError.cannotDismiss("why").description
                    == "Cannot swipe the presentation away: why")
            var timings = TransitionTimings()
            timings.push = .milliseconds(500)
            #expect(timings != TransitionTimings())
        }
    }
#endif
