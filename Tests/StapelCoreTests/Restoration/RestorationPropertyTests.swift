import CustomDump
import Foundation
import IssueReporting
import PropertyBased
import StapelCore
import Testing

@MainActor
@Suite("Restoration properties")
struct RestorationPropertyTests {
    func restore(_ data: Data, onto stack: Stack<LinkScreen>) -> Result<
        RestorationResult, RestorationError
    > {
        defer { stack.settle() }
        do {
            return .success(try stack.restore(from: data))
        } catch {
            return .failure(error)
        }
    }

    @Test func routeListsSurviveASnapshotRoundTrip() async {
        await propertyCheck(count: 1000, input: Gen.int().array(of: 0...12)) { codes in
            let routes = randomRouteList(codes)
            let original = Stack<LinkScreen>(routes: routes)
            let restored = Stack<LinkScreen>(routes: [.push(.inbox)])
            let warnings = WarningRecorder()
            withIssueReporters([warnings]) {
                do {
                    try restored.restore(from: original.snapshotData())
                    restored.settle()
                } catch {
                    Issue.record("\(error)")
                }
            }
            #expect(warnings.messages.isEmpty)
            // Identifiers, styles, names and screens.
            #expect(restored.routes == routes)
        }
    }

    @Test func mixedRouteListsSurviveASnapshotRoundTrip() async {
        let registry = testRegistry()
        await propertyCheck(count: 1000, input: Gen.int().array(of: 0...12)) { codes in
            let routes = randomRouteList(codes).enumerated().map { index, route in
                let screens = [
                    AnyScreen(SavedRecipe(id: codes[index], title: randomText(codes[index]))),
                    AnyScreen(randomText(codes[index] / 3)), AnyScreen(codes[index]),
                ]
                let screen = screens[Int(UInt64(bitPattern: Int64(codes[index])) % 3)]
                return Route(screen, style: route.style, name: route.name, id: route.id)
            }
            let restored = Stack<AnyScreen>()
            do {
                try restored.restore(
                    from: Stack(routes: routes).snapshotData(using: registry), using: registry)
                restored.settle()
            } catch {
                Issue.record("\(error)")
            }
            #expect(restored.routes == routes)
        }
    }

    @Test func corruptingAnyByteRestoresAValidPrefixOrNothing() async throws {
        let routes = randomRouteList([3, 70, 5, 1_234_567, -8, 99, 2, 13])
        let data = try StackSnapshot(routes: routes).jsonData()
        let replacements: [UInt8] = Array("0\"}]x-9 ,".utf8)
        await propertyCheck(
            count: 1000,
            input: Gen.int(in: 0...(data.count - 1)), Gen.int(in: 0...(replacements.count - 1))
        ) { position, replacement in
            var corrupt = data
            corrupt[position] = replacements[replacement]
            let stack = Stack<LinkScreen>(routes: [.push(.settings)])
            let before = stack.routes
            let warnings = WarningRecorder()
            let outcome = withIssueReporters([warnings]) { restore(corrupt, onto: stack) }
            switch outcome {
            case .success(let result) where result.isComplete:
                #expect(stack.routes.count == routes.count)
                #expect(result.restoredCount == routes.count)
            case .success(let result):
                let count = result.restoredCount
                let dropped = result.dropped
                #expect(stack.routes.count == count)
                #expect(count < routes.count + dropped.count)
                #expect(dropped.map(\.index) == Array(count..<(count + dropped.count)))
            case .failure(let error):
                #expect(stack.routes == before, "\(error)")
            }
            #expect(warnings.messages.isEmpty)
            #expect(RouteListError.firstError(in: stack.routes) == nil)
        }
    }
}
