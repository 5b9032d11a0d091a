#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import SwiftUIStub
    import Testing

    @MainActor @Observable final class CardDeck {
        var cards = ["A"]
    }

    struct CardStack: View {
        let deck: CardDeck
        let transition: AnyTransition
        let animation: Animation?

        var body: some View {
            ZStack {
                Text("Table")
                ForEach(deck.cards, id: \.self) { card in
                    Text(card).transition(transition)
                }
            }
            .animation(animation, value: deck.cards)
        }
    }

    @MainActor
    @Suite("ZStack transitions")
    struct TransitionTests {
        @Test func anAnimatedInsertionRunsForTheAnimationsDuration() async {
            let deck = CardDeck()
            let host = ViewHost(
                CardStack(deck: deck, transition: .scale, animation: .easeIn(duration: 0.2)))
            #expect(host.transitions.isEmpty)
            deck.cards.append("B")
            host.update()
            #expect(host.isShowing("B"))
            let transition = host.transitions.last
            #expect(transition?.kind == .custom)
            #expect(transition?.effect == "insertion scale")
            #expect(transition?.duration == .milliseconds(200))
            #expect(transition?.animation == .easeIn(duration: 0.2))
            #expect(host.isInTransition)
            await host.settle()
            #expect(!host.isInTransition)
        }

        @Test func aRemovedViewStaysDrawnUntilItsTransitionEnds() async {
            let deck = CardDeck()
            let host = ViewHost(
                CardStack(
                    deck: deck, transition: .asymmetric(insertion: .opacity, removal: .slide),
                    animation: .linear(duration: 0.3)))
            deck.cards = []
            host.update()
            #expect(host.transitions.map(\.effect) == ["removal slide"])
            #expect(host.visibleTexts == ["Table", "A"])
            await host.advance(by: .milliseconds(299))
            #expect(host.isShowing("A"))
            await host.advance(by: .milliseconds(1))
            #expect(host.visibleTexts == ["Table"])
        }

        @Test func withoutAnAnimationViewsComeAndGoAtOnce() {
            let deck = CardDeck()
            let host = ViewHost(CardStack(deck: deck, transition: .opacity, animation: nil))
            deck.cards = ["B"]
            host.update()
            #expect(host.visibleTexts == ["Table", "B"])
            #expect(host.transitions.isEmpty)
        }

        @Test func anIdentityTransitionDoesNothing() {
            let deck = CardDeck()
            let host = ViewHost(
                CardStack(deck: deck, transition: .identity, animation: .default))
            deck.cards = ["B"]
            host.update()
            #expect(host.visibleTexts == ["Table", "B"])
            #expect(host.transitions.isEmpty)
        }

        @Test func aViewThatComesBackWhileLeavingStays() async {
            let deck = CardDeck()
            let host = ViewHost(
                CardStack(deck: deck, transition: .move(edge: .trailing), animation: .default))
            deck.cards = []
            host.update()
            deck.cards = ["A"]
            host.update()
            await host.settle()
            #expect(host.visibleTexts == ["Table", "A"])
            #expect(host.transitions.map(\.effect) == ["removal move(edge: .trailing)"])
        }

        @Test func anAttachedAnimationTimesTheTransition() {
            let deck = CardDeck()
            let host = ViewHost(
                CardStack(
                    deck: deck,
                    transition: AnyTransition.offset(x: 10).combined(with: .opacity)
                        .animation(.linear(duration: 1)),
                    animation: nil))
            deck.cards = ["B"]
            host.update()
            #expect(host.transitions.map(\.duration) == [.seconds(1), .seconds(1)])
            #expect(
                host.transitions.last?.effect
                    == "insertion offset(x: 10.0, y: 0.0).combined(with: opacity)"
                    + ".animation(linear(duration: 1.0))")
        }

        @Test func transitionsDescribeThemselves() {
            let deck = CardDeck()
            let transitions: [AnyTransition] = [
                .scale(scale: 0.5, anchor: .topLeading), .offset(CGSize(width: 1, height: 2)),
                .push(from: .leading),
                .modifier(active: EmptyModifier(), identity: EmptyModifier()),
            ]
            var effects: [String?] = []
            for transition in transitions {
                deck.cards = ["A"]
                let host = ViewHost(
                    CardStack(deck: deck, transition: transition, animation: .default))
                deck.cards = []
                host.update()
                effects.append(host.transitions.first?.effect)
            }
            #expect(
                effects == [
                    "removal scale(scale: 0.5, anchor: (0.0, 0.0))",
                    "removal offset(x: 1.0, y: 2.0)", "removal push(from: .leading)",
                    "removal modifier(EmptyModifier)",
                ])
        }
    }
#endif
