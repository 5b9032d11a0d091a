import CustomDump
import Foundation
import PropertyBased
import StapelCore
import Testing

/// Text for parameters, built from pieces that URLs treat specially.
func randomText(_ code: Int) -> String {
    let pieces = [
        "a", "Z", "0", " ", "/", "?", "&", "=", "#", "%", "%20", "+", ":", "@", ";", "é", "🍜",
        "日本", "..", ".", "~", "-", "_", "\n", "\"", "'", "<", "\u{0}",
    ]
    var code = UInt64(bitPattern: Int64(code))
    var text = ""
    for _ in 0..<Int(code % 7) {
        code /= 7
        text += pieces[Int(code % UInt64(pieces.count))]
        code /= UInt64(pieces.count)
    }
    return text
}

func randomUUID(_ first: Int, _ second: Int) -> UUID {
    func hex(_ value: Int) -> String {
        let text = String(UInt64(bitPattern: Int64(value)), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
    let digits = Array(hex(first) + hex(second))
    let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }
    return UUID(uuidString: groups.joined(separator: "-"))!
}

func randomSlug(_ code: Int) -> Slug {
    let letters = Array("abcdefghijklmnopqrstuvwxyz-")
    var code = UInt64(bitPattern: Int64(code))
    var text = ""
    for _ in 0...Int(code % 10) {
        code /= 10
        text.append(letters[Int(code % 27)])
        code /= 27
    }
    return Slug(deepLinkValue: text)!
}

/// A route list of the test table's domain, picked by numbers.
func randomLinkRoutes(_ codes: [Int]) -> [Route<LinkScreen>] {
    let code = { (index: Int) in codes[index % codes.count] }
    let optional = { (index: Int) in code(index) % 3 == 0 ? nil : code(index + 1) }
    switch Int(UInt64(bitPattern: Int64(code(0))) % 8) {
    case 0: return []
    case 1: return [.push(.inbox)]
    case 2: return LinkRoutes.chat(code(1))
    case 3: return LinkRoutes.messages(code(1), message: optional(2))
    case 4: return LinkRoutes.search(randomText(code(1)), page: optional(2))
    case 5: return LinkRoutes.draft(randomUUID(code(1), code(2)))
    case 6: return LinkRoutes.recipe(randomSlug(code(1)))
    default: return LinkRoutes.settings
    }
}

@MainActor
@Suite("Deep-link properties")
struct DeepLinkPropertyTests {
    @Test func routeListsSurviveALinkRoundTrip() async {
        await propertyCheck(count: 1000, input: Gen.int().array(of: 6)) { codes in
            let routes = randomLinkRoutes(codes)
            for base in [appBase, webBase] {
                do {
                    let url = try linkTable.url(for: routes, base: base)
                    let reopened = try linkTable.routes(for: url)
                    #expect(shapes(reopened) == shapes(routes), "through \(url)")
                } catch {
                    Issue.record("\(shapes(routes)) with base \(base): \(error)")
                }
            }
        }
    }

    @Test func openingALinkLeavesTheStackShowingItsRoutes() async {
        await propertyCheck(count: 300, input: Gen.int().array(of: 12)) { codes in
            let first = randomLinkRoutes(Array(codes[..<6]))
            let second = randomLinkRoutes(Array(codes[6...]))
            let stack = Stack<LinkScreen>()
            do {
                try stack.open(linkTable.url(for: first, base: appBase), using: linkTable)
                stack.settle()
                let before = stack.routes
                let result = try stack.open(
                    linkTable.url(for: second, base: webBase), using: linkTable)
                stack.settle()
                #expect(result.isComplete)
                #expect(shapes(stack.routes) == shapes(second))
                // The kept routes keep their identity; the rest are new.
                let kept = zip(shapes(before), shapes(second)).prefix { $0 == $1 }.count
                #expect(result.keptCount == kept)
                #expect(stack.routes.prefix(kept).map(\.id) == before.prefix(kept).map(\.id))
                #expect(
                    Set(stack.routes.dropFirst(kept).map(\.id)).isDisjoint(with: before.map(\.id)))
            } catch {
                Issue.record("\(shapes(first)) then \(shapes(second)): \(error)")
            }
        }
    }
}
