import Foundation
import StapelCore
import Testing

/// A table whose closures call the app's own main-actor helpers and compare its main-actor
/// screens, as in an app target built with main-actor isolation by default.
@MainActor
@Suite("Deep links with main-actor closures")
struct DeepLinkMainActorTests {
    /// A main-actor model, as an app keeps.
    @MainActor
    final class Model {
        var opened: [Int] = []

        func chat(_ id: Int) -> MainActorScreen {
            opened.append(id)
            return mainActorChat(id)
        }
    }

    private func table(_ model: Model) throws -> DeepLinkTable<MainActorScreen> {
        try DeepLinkTable([
            DeepLinkPattern("inbox") { _ in
                [.push(.inbox)]
            } values: { routes in
                routes.map(\.screen) == [.inbox] ? [:] : nil
            },
            DeepLinkPattern("chats/:id(Int)") { values in
                [.push(.inbox), .push(model.chat(try values.value("id")))]
            } values: { routes in
                guard routes.map(\.screen).first == .inbox,
                    case .chat(let id)? = routes.last?.screen
                else { return nil }
                return ["id": id]
            },
        ])
    }

    @Test func aPatternCallsAMainActorHelper() throws {
        let model = Model()
        let routes = try table(model).routes(for: URL(string: "myapp://chats/42")!)
        #expect(routes.map(\.screen) == [.inbox, .chat(id: 42)])
        #expect(model.opened == [42])
    }

    @Test func aLinkIsWrittenBackByComparingMainActorScreens() throws {
        let table = try table(Model())
        let base = URL(string: "myapp://")!
        #expect(try table.url(for: [.push(.inbox)], base: base).absoluteString == "myapp://inbox")
        let chat = try table.url(for: [.push(.inbox), .push(.chat(id: 7))], base: base)
        #expect(chat.absoluteString == "myapp://chats/7")
    }

    @Test func aStackOpensTheLink() throws {
        let model = Model()
        let stack = Stack<MainActorScreen>()
        try stack.open(URL(string: "myapp://chats/3")!, using: table(model))
        stack.settle()
        #expect(stack.routes.map(\.screen) == [.inbox, .chat(id: 3)])
        #expect(model.opened == [3])
    }
}
