import Foundation
import StapelCore
import Testing

@MainActor
@Suite("Hostile saved state")
struct RestorationHostileTests {
    /// Restores `data` onto a stack that shows one route, and returns the error or the result,
    /// and the routes.
    private func restore(_ data: Data) -> (
        error: RestorationError?, result: RestorationResult?, routes: [Route<LinkScreen>]
    ) {
        let stack = Stack<LinkScreen>(routes: [.push(.settings, name: "before")])
        do {
            let result = try stack.restore(from: data)
            stack.settle()
            return (nil, result, stack.routes)
        } catch {
            stack.settle()
            return (error, nil, stack.routes)
        }
    }

    private func isUnreadable(_ error: RestorationError?) -> Bool {
        guard case .unreadable? = error else { return false }
        return true
    }

    @Test func truncatingAValidSnapshotAtEveryByteNeverRestoresAnything() throws {
        let routes = randomRouteList([3, 70, 5, 1_234_567, -8, 99])
        let data = try StackSnapshot(routes: routes).jsonData()
        for length in 0..<data.count {
            let (error, _, restored) = restore(data.prefix(length))
            #expect(isUnreadable(error), "cut at \(length): \(String(describing: error))")
            #expect(restored.map(\.name) == ["before"])
        }
        #expect(restore(data).routes == routes)
    }

    @Test func wrongTypesAtTheTop() {
        for text in [
            "null", "[]", "42", #""text""#, "{}", #"{"version":"1","routes":[]}"#,
            #"{"version":1}"#, #"{"version":1,"routes":{}}"#, #"{"version":1,"routes":null}"#,
            #"{"version":1.5,"routes":[]}"#, #"{"version":1e400,"routes":[]}"#,
            #"{"version":99999999999999999999999,"routes":[]}"#,
        ] {
            let (error, _, restored) = restore(Data(text.utf8))
            #expect(isUnreadable(error), "\(text): \(String(describing: error))")
            #expect(restored.map(\.name) == ["before"])
        }
    }

    @Test func anIDsColumnEndingInACommaHasAnEmptyLastItem() {
        // The saved format's version 2 keeps the identifiers as one text. A comma at its end
        // starts one more item, an empty one: a third route, with no id, style or screen.
        let text =
            #"{"version":2,"ids":"5,1,","styles":"pp","screens":[{"inbox":{}},{"settings":{}}]}"#
        let (error, result, restored) = restore(Data(text.utf8))
        #expect(error == nil)
        #expect(restored.map(\.id.rawValue) == [5, 6])
        #expect(
            result?.dropped == [
                DroppedRoute(
                    index: 2, reason: .invalidEntry("id is missing or not a non-negative integer"))
            ])
    }

    @Test func wrongTypesInAnEntry() {
        let valid = #"{"id":1,"style":"push","screen":{"inbox":{}}}"#
        let cases: [(String, DroppedRoute.Reason)] = [
            ("1", .invalidEntry("not an object")),
            ("null", .invalidEntry("not an object")),
            ("[]", .invalidEntry("not an object")),
            (
                #"{"style":"push","screen":{"inbox":{}}}"#,
                .invalidEntry("id is missing or not a non-negative integer")
            ),
            (
                #"{"id":-1,"style":"push","screen":{"inbox":{}}}"#,
                .invalidEntry("id is missing or not a non-negative integer")
            ),
            (
                #"{"id":1.5,"style":"push","screen":{"inbox":{}}}"#,
                .invalidEntry("id is missing or not a non-negative integer")
            ),
            (
                #"{"id":"2","style":"push","screen":{"inbox":{}}}"#,
                .invalidEntry("id is missing or not a non-negative integer")
            ),
            (
                #"{"id":1e400,"style":"push","screen":{"inbox":{}}}"#,
                .invalidEntry("id is missing or not a non-negative integer")
            ),
            (
                #"{"id":2,"style":7,"screen":{"inbox":{}}}"#,
                .invalidEntry("style is missing or unknown")
            ),
            (
                #"{"id":2,"style":"push","name":7,"screen":{"inbox":{}}}"#,
                .invalidEntry("name is not a string")
            ),
        ]
        for (entry, reason) in cases {
            let (error, result, restored) = restore(savedJSON([valid, entry, valid]))
            #expect(error == nil, "\(entry)")
            #expect(result?.restoredCount == 1, "\(entry)")
            #expect(
                result?.dropped == [
                    DroppedRoute(index: 1, reason: reason),
                    DroppedRoute(index: 2, reason: .followsDroppedRoute),
                ],
                "\(entry)")
            #expect(restored.map(\.id.rawValue) == [1])
        }
    }

    @Test func wrongScreensAndEnormousNumbers() {
        for screen in [
            #"{"chat":{"_0":1e300}}"#, #"{"chat":{"_0":99999999999999999999999999}}"#,
            #"{"chat":{"_0":"1"}}"#, #"{"nosuchcase":{}}"#, #"{}"#, "null", #""inbox""#,
        ] {
            let (error, _, restored) = restore(
                savedJSON([#"{"id":3,"style":"push","screen":\#(screen)}"#]))
            guard case .nothingRestored(let dropped)? = error, dropped.count == 1,
                case .invalidScreen(let reason) = dropped[0].reason
            else {
                Issue.record("\(screen): \(String(describing: error))")
                continue
            }
            #expect(reason.count <= 200)
            #expect(restored.map(\.name) == ["before"])
        }
    }

    @Test func unknownTypeNamesInAMixedStack() throws {
        let registry = testRegistry()
        let data = Data(
            #"{"version":1,"routes":[{"id":1,"style":"push","screen":{"type":"number","value":5}},{"id":2,"style":"push","screen":{"type":"Swift.Int","value":5}},{"id":3,"style":"push","screen":{"value":5}}]}"#
                .utf8)
        let snapshot = try StackSnapshot<AnyScreen>(jsonData: data, registry: registry)
        #expect(snapshot.routes.map(\.screen) == [AnyScreen(5)])
        #expect(snapshot.droppedRoutes.map(\.reason).first == .unknownType("Swift.Int"))
        guard case .invalidScreen? = snapshot.droppedRoutes.last?.reason else {
            Issue.record("a screen without a type is an invalid screen: \(snapshot.droppedRoutes)")
            return
        }
    }

    @Test func aMillionEntriesAreRefusedQuickly() {
        let entries = Array(repeating: "{}", count: 1_000_000)
        let clock = ContinuousClock()
        var error: RestorationError?
        let elapsed = clock.measure { error = restore(savedJSON(entries)).error }
        #expect(error == .tooManyRoutes(limit: StackSnapshot<LinkScreen>.maximumRouteCount))
        #expect(elapsed < .seconds(10))
        // The limit itself is allowed.
        let atLimit = Array(
            repeating: #"{"id":1}"#, count: StackSnapshot<LinkScreen>.maximumRouteCount)
        guard case .nothingRestored(let dropped)? = restore(savedJSON(atLimit)).error else {
            Issue.record("expected every entry to be dropped")
            return
        }
        #expect(dropped.count == StackSnapshot<LinkScreen>.maximumRouteCount)
    }

    @Test func deeplyNestedArrays() {
        for depth in [100, 10_000, 100_000] {
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let asRoutes = restore(Data(#"{"version":1,"routes":\#(nested)}"#.utf8))
            let asScreen = restore(savedJSON([#"{"id":1,"style":"push","screen":\#(nested)}"#]))
            for (error, _, restored) in [asRoutes, asScreen] {
                switch error {
                case .unreadable?, .nothingRestored?: break
                default: Issue.record("depth \(depth): \(String(describing: error))")
                }
                #expect(restored.map(\.name) == ["before"])
            }
        }
    }

    @Test func garbageBytes() {
        var generator = SystemRandomNumberGenerator()
        for length in [1, 7, 100, 10_000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let (error, _, restored) = restore(Data(bytes))
            #expect(isUnreadable(error))
            #expect(restored.map(\.name) == ["before"])
        }
    }
}
