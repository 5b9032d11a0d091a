import Foundation
import Observation
import PropertyBased
import StapelCore
import Testing

@MainActor
@Suite("Destinations declared inside a container")
struct DestinationBoardTests {
    struct Recipe: Hashable, Sendable {
        var id: Int
    }

    @Test func aRegisteredTypeIsBuilt() {
        let board = DestinationBoard<String>()
        board.register(Recipe.self) { "recipe \($0.id)" }
        #expect(
            board.output(for: AnyScreen(Recipe(id: 2)), nearer: DestinationRegistry()) == "recipe 2"
        )
        #expect(board.output(for: AnyScreen(3), nearer: DestinationRegistry()) == nil)
    }

    @Test func theNearerRegistryComesFirst() {
        let board = DestinationBoard<String>()
        board.register(Int.self) { "board \($0)" }
        var nearer = DestinationRegistry<String>()
        nearer.register(Int.self) { "nearer \($0)" }
        #expect(board.output(for: AnyScreen(1), nearer: nearer) == "nearer 1")
    }

    @Test func aScreenNobodyRegisteredFallsBack() {
        let board = DestinationBoard<String>()
        board.register(Int.self) { "board \($0)" }
        let fallback: @MainActor (AnyScreen) -> String = { "none for \($0)" }
        let registry = DestinationRegistry<String>()
        #expect(
            DestinationBoard.output(
                for: AnyScreen(1), nearer: registry, board: board, fallback: fallback) == "board 1")
        #expect(
            DestinationBoard.output(
                for: AnyScreen(1), nearer: registry, board: nil, fallback: fallback)
                == "none for 1")
        #expect(
            DestinationBoard.output(
                for: AnyScreen("x"), nearer: registry, board: board, fallback: fallback)
                == "none for x")
    }

    @Test func onlyANewTypeNotifies() {
        let board = DestinationBoard<String>()
        let notified = Counter()
        func observe() {
            withObservationTracking {
                _ = board.output(for: AnyScreen(1), nearer: DestinationRegistry())
            } onChange: {
                notified.increment()
            }
        }
        observe()
        board.register(Int.self) { "\($0)" }
        #expect(notified.value == 1)
        observe()
        board.register(Int.self) { "again \($0)" }
        #expect(notified.value == 1)
        #expect(board.output(for: AnyScreen(1), nearer: DestinationRegistry()) == "again 1")
        board.register(String.self) { $0 }
        #expect(notified.value == 2)
    }

    @Test func linkValuesOfRegisteredTypesBecomeScreens() async {
        let board = DestinationBoard<String>()
        board.registerLinks(Recipe.self)
        await propertyCheck(input: Gen.int(in: -1000...1000)) { id in
            let value = AnyHashable(Recipe(id: id))
            #expect(
                DestinationBoard.linkedScreen(value, as: AnyScreen.self, board: board)
                    == AnyScreen(Recipe(id: id)))
            #expect(
                DestinationBoard<String>.linkedScreen(value, as: AnyScreen.self, board: nil) == nil)
            #expect(DestinationBoard.linkedScreen(value, as: Int.self, board: board) == nil)
        }
        #expect(
            DestinationBoard<String>.linkedScreen(AnyHashable(7), as: Int.self, board: nil) == 7)
        #expect(
            DestinationBoard.linkedScreen(AnyHashable("x"), as: AnyScreen.self, board: board) == nil
        )
    }
}

/// A count that a `Sendable` observation callback can raise.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}
