#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// An outer stack whose screens may draw a container of their own.
    struct NestingApp: View {
        let outer: Stack<Int>
        let inner: Stack<TypedScreen>

        var body: some View {
            StapelStack(outer) {
                Text("Outer root")
            } destination: { number in
                if number == 1 {
                    StapelStack(inner) {
                        Text("Inner root")
                    } destination: { _ in
                        Text("Inner")
                    }
                } else {
                    Text("Outer \(number)")
                }
            }
        }
    }

    /// How an app presents from a pushed screen with SwiftUI's own modifiers.
    enum AppPresentation: CaseIterable {
        case sheet, fullScreenCover, popover, inspector
    }

    /// A pushed screen that presents a compose flow of its own, with its own container, with
    /// one of SwiftUI's presentation modifiers: a new presentation, not nested navigation.
    struct ComposingScreen: View {
        let inner: Stack<TypedScreen>
        let presentation: AppPresentation
        @State private var isComposing = false

        var body: some View {
            let binding = $isComposing
            let compose = StapelStack(inner) {
                Text("Compose root")
            } destination: { _ in
                Text("Compose step")
            }
            Button("Compose") { isComposing = true }
                .sheet(isPresented: presentation == .sheet ? binding : .constant(false)) {
                    compose
                }
                .fullScreenCover(
                    isPresented: presentation == .fullScreenCover ? binding : .constant(false)
                ) {
                    compose
                }
                .popover(isPresented: presentation == .popover ? binding : .constant(false)) {
                    compose
                }
                .inspector(isPresented: presentation == .inspector ? binding : .constant(false)) {
                    compose
                }
        }
    }

    /// An outer stack, in a style, whose screens present their own compose flow.
    struct ComposingApp: View {
        let outer: Stack<Int>
        let inner: Stack<TypedScreen>
        let presentation: AppPresentation
        var style: StapelStackStyle = .navigationStack

        var body: some View {
            StapelStack(outer) {
                ComposingScreen(inner: inner, presentation: presentation)
            } destination: { _ in
                ComposingScreen(inner: inner, presentation: presentation)
            }
            .stapelStackStyle(style)
        }
    }

    /// A container drawn as the root of another.
    struct RootNestingApp: View {
        let outer: Stack<Int>
        let inner: Stack<TypedScreen>

        var body: some View {
            StapelStack(outer) {
                StapelStack(inner) {
                    Text("Inner root")
                } destination: { _ in
                    Text("Inner")
                }
            } destination: { _ in
                Text("Outer")
            }
        }
    }

    @MainActor
    @Suite("A container drawn inside another's navigation warns")
    struct NestedContainerTests {
        @Test func aContainerInAnotherContainersScreenWarnsNamingStackSegment() async throws {
            let outer = Stack<Int>()
            let host = ViewHost(NestingApp(outer: outer, inner: Stack<TypedScreen>()))
            await withKnownIssue {
                outer.push(1)
                await host.settle()
            } matching: { issue in
                issue.description.contains("StapelStack of TypedScreen screens is drawn inside")
                    && issue.description.contains("StackSegment")
            }
            #expect(host.isShowing("Inner root"))
        }

        @Test func aContainerInAPresentationWithoutNavigationDoesNotWarn() async throws {
            let outer = Stack<Int>()
            let host = ViewHost(NestingApp(outer: outer, inner: Stack<TypedScreen>()))
            outer.present(1)
            await host.settle()
            #expect(host.isShowing("Inner root"))
        }

        @Test func aContainerInAPresentationWithNavigationWarns() async throws {
            let outer = Stack<Int>()
            let host = ViewHost(NestingApp(outer: outer, inner: Stack<TypedScreen>()))
            await withKnownIssue {
                outer.present(1, style: .sheet(withNavigation: true))
                await host.settle()
            } matching: { issue in
                issue.description.contains("StackSegment")
            }
            #expect(host.isShowing("Inner root"))
        }

        @Test(arguments: AppPresentation.allCases)
        func aContainerInAnAppsOwnPresentationFromAPushedScreenDoesNotWarn(
            presentation: AppPresentation
        ) async throws {
            let outer = Stack<Int>()
            let inner = Stack<TypedScreen>()
            let host = ViewHost(
                ComposingApp(outer: outer, inner: inner, presentation: presentation))
            outer.push(1)
            await host.settle()
            try host.tap("Compose")
            await host.settle()
            #expect(host.isShowing("Compose root"))
            inner.push(.first)
            await host.settle()
            #expect(host.isShowing("Compose step"))
        }

        @Test(arguments: AppPresentation.allCases)
        func aContainerInAnAppsOwnPresentationFromTheRootDoesNotWarn(
            presentation: AppPresentation
        ) async throws {
            let host = ViewHost(
                ComposingApp(
                    outer: Stack<Int>(), inner: Stack<TypedScreen>(), presentation: presentation))
            try host.tap("Compose")
            await host.settle()
            #expect(host.isShowing("Compose root"))
        }

        @Test func aContainerInAnAppsInspectorColumnDoesNotWarn() async throws {
            let outer = Stack<Int>()
            let host = ViewHost(
                ComposingApp(outer: outer, inner: Stack<TypedScreen>(), presentation: .inspector))
            host.horizontalSizeClass = .regular
            outer.push(1)
            await host.settle()
            try host.tap("Compose")
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.isShowing("Compose root"))
        }

        @Test func aContainerInAnAppsOwnSheetInTheCustomContainerDoesNotWarn() async throws {
            let outer = Stack<Int>()
            let host = ViewHost(
                ComposingApp(
                    outer: outer, inner: Stack<TypedScreen>(), presentation: .sheet,
                    style: .custom()))
            outer.push(1)
            await host.settle()
            try host.tap("Compose")
            await host.settle()
            #expect(host.isShowing("Compose root"))
        }

        @Test func aContainerDrawnAsTheRootOfAnotherWarns() async throws {
            await withKnownIssue {
                let host = ViewHost(
                    RootNestingApp(outer: Stack<Int>(), inner: Stack<TypedScreen>()))
                await host.settle()
                #expect(host.isShowing("Inner root"))
            } matching: { issue in
                issue.description.contains("StapelStack of TypedScreen screens is drawn inside")
                    && issue.description.contains("StapelStack of Int screens")
            }
        }

        @Test func aContainerInAScreenOfTheCustomContainerWarns() async throws {
            let outer = Stack<Int>()
            let host = ViewHost(
                NestingApp(outer: outer, inner: Stack<TypedScreen>()).stapelStackStyle(.custom()))
            await withKnownIssue {
                outer.push(1)
                await host.settle()
            } matching: { issue in
                issue.description.contains("StapelStack of TypedScreen screens is drawn inside")
            }
            #expect(host.isShowing("Inner root"))
        }

        @Test func aContainerOnItsOwnDoesNotWarn() async throws {
            let outer = Stack<Int>()
            let host = ViewHost(NestingApp(outer: outer, inner: Stack<TypedScreen>()))
            outer.push(2)
            await host.settle()
            #expect(host.isShowing("Outer 2"))
        }
    }
#endif
