import StapelCore
import Testing

/// A screen type that is not `Equatable`: two of its values are never known to be equal.
private struct Opaque {
    var text: String
}

/// The one definition of "the same route".
@MainActor
@Suite("The same route")
struct RouteSamenessTests {
    @Test func showingTheSameComparesStyleNameAndScreenButNotIdentity() {
        let chat = Route(TestScreen.chat(1), style: .push, name: "chat")
        #expect(chat.showsSame(as: Route(TestScreen.chat(1), style: .push, name: "chat")))
        #expect(!chat.showsSame(as: Route(TestScreen.chat(2), style: .push, name: "chat")))
        #expect(!chat.showsSame(as: Route(TestScreen.chat(1), style: .push, name: "other")))
        #expect(
            !chat.showsSame(
                as: Route(TestScreen.chat(1), style: .sheet(withNavigation: true), name: "chat")))
    }

    @Test func theSameRouteIsTheSameIdentityShowingTheSame() {
        let chat = Route(TestScreen.chat(1), style: .push, name: "chat")
        var edited = chat
        #expect(chat.isSame(as: edited))
        edited.screen = .chat(2)
        #expect(!chat.isSame(as: edited))
        #expect(!chat.isSame(as: Route(TestScreen.chat(1), style: .push, name: "chat")))
    }

    @Test func screensThatAreNotEquatableAreNeverKnownToBeTheSame() {
        let route = Route(Opaque(text: "a"))
        #expect(!route.showsSame(as: route))
        #expect(!route.isSame(as: route))
    }

    @Test func listsAreTheSameRouteByRoute() {
        let routes: [Route<TestScreen>] = [.push(.inbox), .sheet(.compose, withNavigation: true)]
        #expect(Route.areSame(routes, routes))
        #expect(!Route.areSame(routes, Array(routes.dropLast())))
        var renamed = routes
        renamed[1].name = "compose"
        #expect(!Route.areSame(routes, renamed))
        #expect(Route.areSame([Route<TestScreen>](), []))
    }
}
