#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    /// A screen whose body the host counts.
    struct ProbeScreen: View {
        let screen: TypedScreen

        var body: some View {
            Text("Probe \(String(describing: screen))")
        }
    }

    /// A typed stack of probe screens in the custom container.
    struct ProbeApp: View {
        let stack: Stack<TypedScreen>

        var body: some View {
            StapelStack(stack) {
                NameForm()
            } destination: { screen in
                ProbeScreen(screen: screen)
            }
            .stapelStackStyle(.custom())
        }
    }

    @MainActor
    @Suite("Custom container: a change redraws only its own layer")
    struct CustomObservationTests {
        @Test func aPushInASheetDoesNotRedrawTheLayerBelow() async throws {
            let clock = HostClock()
            let stack = Stack<TypedScreen>(clock: clock)
            let host = ViewHost(ProbeApp(stack: stack), clock: clock)
            for _ in 0..<8 { stack.push(.first) }
            stack.present(.second, style: .sheet(withNavigation: true))
            await host.settle()
            host.resetEvaluationCounts()
            stack.push(.third)
            await host.settle()
            // The sheet's two screens, each drawn at most twice (the push, then the container
            // noting how its new top came in); none of the eight below the sheet.
            #expect(host.evaluationCount(of: ProbeScreen.self) <= 4)
            #expect(host.evaluationCount(of: NameForm.self) == 0)
            #expect(host.isShowing("Probe third"))
        }
    }
#endif
