#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    /// A question the app asks, pushed and asked as values of any type in a `WithStapel` stack.
    private struct Question: Hashable, Sendable {
        var text: String
    }

    /// A `WithStapel` stack of views and values, drawn by Apple's navigation or the custom
    /// container, that asks a question.
    private struct AskingApp: View {
        let stack: Stack<AnyScreen>
        let custom: Bool

        var body: some View {
            let container = WithStapel(stack) {
                Button("Ask") { stack.present(AnyScreen(Question(text: "Leave?")), style: .alert) }
            }
            if custom {
                container.stapelStackStyle(.custom(transition: .default))
            } else {
                container
            }
        }
    }

    @MainActor
    @Suite("Alerts in WithStapel and the custom container, drawn in the headless host")
    struct AlertsInOtherContainersTests {
        @Test(arguments: [false, true])
        func aWithStapelStackAsksAndHandsTheAnswerToTheApp(custom: Bool) async throws {
            let clock = HostClock()
            let stack = Stack<AnyScreen>(clock: clock)
            var answers: [String] = []
            stack.setAlerts { screen -> AlertContent<String>? in
                guard let question = screen.as(Question.self) else { return nil }
                return AlertContent(
                    question.text, buttons: [.destructive("Leave", action: "left"), .cancel()])
            } perform: { answer in
                answers.append(answer)
            }
            let host = ViewHost(AskingApp(stack: stack, custom: custom), clock: clock)
            try host.tap("Ask")
            await host.settle()
            #expect(host.presentationStyles == [.alert])
            #expect(host.isShowing("Leave?"))
            try host.tap("Leave")
            await host.settle()
            #expect(answers == ["left"])
            #expect(stack.routes.isEmpty)
            #expect(host.presentationStyles.isEmpty)
        }
    }
#endif
