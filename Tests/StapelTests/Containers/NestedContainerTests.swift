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
                outer.present(1, withNavigation: true)
                await host.settle()
            } matching: { issue in
                issue.description.contains("StackSegment")
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
