import Testing

@testable import StapelCore

@MainActor
@Suite("Deep link results compare what they say")
struct DeepLinkResultTests {
    @Test func resultsThatSayDifferentThingsDiffer() {
        let result = DeepLinkResult(routeCount: 3, keptCount: 1, outcome: .completed)
        let others = [
            DeepLinkResult(routeCount: 2, keptCount: 1, outcome: .completed),
            DeepLinkResult(routeCount: 3, keptCount: 0, outcome: .completed),
            DeepLinkResult(routeCount: 3, keptCount: 1, outcome: .waitingForRestoration),
        ]
        for other in others {
            #expect(result != other, "\(other)")
        }
        #expect(result == DeepLinkResult(routeCount: 3, keptCount: 1, outcome: .completed))
        #expect(Set([result] + others).count == 4)
    }

    @Test func resultsWithTheSameChangeAreEqualAndOthersDiffer() {
        let change = StackChange(stepCount: 1)
        let result = DeepLinkResult(
            routeCount: 1, keptCount: 0, outcome: .completed, change: change)
        #expect(
            result
                == DeepLinkResult(routeCount: 1, keptCount: 0, outcome: .completed, change: change))
        #expect(
            result
                != DeepLinkResult(
                    routeCount: 1, keptCount: 0, outcome: .completed,
                    change: StackChange(stepCount: 1)))
        #expect(result != DeepLinkResult(routeCount: 1, keptCount: 0, outcome: .completed))
        #expect(
            result
                != DeepLinkResult(routeCount: 2, keptCount: 0, outcome: .completed, change: change))
    }
}
