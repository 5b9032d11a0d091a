#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// A modifier that marks each navigation container it is applied to with a banner.
    struct BannerModifier: ViewModifier {
        func body(content: Content) -> some View {
            VStack {
                Text("Banner")
                content
            }
        }
    }

    /// A typed stack with the banner on each navigation container, in a given style.
    struct BannerApp: View {
        let stack: Stack<Int>
        let style: StapelStackStyle

        var body: some View {
            StapelStack(stack) {
                Text("Root")
            } destination: { number in
                Text("Screen \(number)")
            }
            .stapelNavigationModifier(BannerModifier())
            .stapelStackStyle(style)
        }
    }

    @MainActor
    @Suite("stapelNavigationModifier(_:): the counterpart of navigationViewModifier:")
    struct NavigationModifierTests {
        @Test(arguments: [false, true])
        func theModifierWrapsEachLayersNavigationOnce(inTheCustomContainer custom: Bool)
            async throws
        {
            // The stack paces a presentation on its clock: the host's, so that settling waits.
            let clock = HostClock()
            let stack = Stack<Int>(clock: clock)
            let style: StapelStackStyle = custom ? .custom() : .navigationStack
            let host = ViewHost(BannerApp(stack: stack, style: style), clock: clock)
            #expect(host.findAll(text: "Banner").count == 1)

            stack.push(1)
            stack.push(2)
            await host.settle()
            #expect(host.isShowing("Screen 2"))
            #expect(host.findAll(text: "Banner").count == 1)

            stack.present(3, style: .sheet(withNavigation: true))
            await host.settle()
            #expect(host.isShowing("Screen 3"))
            #expect(host.findAll(text: "Banner").count == 2)

            stack.present(4)
            await host.settle()
            #expect(host.isShowing("Screen 4"))
            #expect(host.findAll(text: "Banner").count == 2)
        }

        @Test func withoutTheModifierNothingIsAdded() async throws {
            let stack = Stack<Int>(routes: [.push(1)])
            let host = ViewHost(
                StapelStack(stack) {
                    Text("Root")
                } destination: {
                    Text("Screen \($0)")
                })
            await host.settle()
            #expect(host.isShowing("Screen 1"))
            #expect(host.findAll(text: "Banner").isEmpty)
        }
    }
#endif
