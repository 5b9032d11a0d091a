import Testing

@testable import StapelCore

@Suite("The screen on top of each layer")
@MainActor
struct TopScreensTests {
    @Test func anEmptyListShowsTheRoot() {
        #expect(Pusher.topScreens(of: [Route<Int>]()) == [.root])
    }

    @Test func eachLayerShowsItsLastPushOrItsRoot() {
        let routes: [Route<Int>] = [
            .push(1), .push(2), .sheet(3, withNavigation: true), .push(4), .fullScreenCover(5),
        ]
        #expect(
            Pusher.topScreens(of: routes) == [
                .route(routes[1].id), .route(routes[3].id), .route(routes[4].id),
            ])
    }

    @Test func theListFormAgreesWithTheStacksLayers() {
        let routes: [Route<Int>] = [
            .push(1), .sheet(2, withNavigation: true), .push(3), .sheet(4, withNavigation: true),
            .push(5), .push(6),
        ]
        for count in 0...routes.count {
            let stack = Stack<Int>(routes: Array(routes.prefix(count)))
            #expect(Pusher.topScreens(of: stack.routes) == stack.topScreens, "\(count) routes")
        }
    }
}
