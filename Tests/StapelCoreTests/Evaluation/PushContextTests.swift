import StapelCore
import Testing

@Suite("Push context")
struct PushContextTests {
    @Test func unsetKeysReadTheirDefault() {
        let context = PushContext()
        #expect(context.incomingChat == nil)
        #expect(context.source == "unknown")
        #expect(context.isEmpty)
    }

    @Test func valuesAreTypedPerKey() {
        var context = PushContext()
        context.incomingChat = 7
        context.source = "push notification"
        #expect(context.incomingChat == 7)
        #expect(context.source == "push notification")
        #expect(!context.isEmpty)
        #expect(
            context.description == "[IncomingChatKey: Optional(7), SourceKey: push notification]")
    }

    @Test func equalityAndHashingFollowTheValues() {
        let a = PushContext().setting(\.incomingChat, to: 1).setting(\.source, to: "x")
        let b = PushContext().setting(\.source, to: "x").setting(\.incomingChat, to: 1)
        let c = PushContext().setting(\.incomingChat, to: 2).setting(\.source, to: "x")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
    }
}
