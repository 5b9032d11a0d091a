import CustomDump
import Foundation
import Testing

@testable @_spi(StapelUI) import StapelCore

/// The shape of a random tree: stacks and split views as leaves, keyed holders of either kind
/// (children made by the app, or stacks made on demand) above them.
private indirect enum TreeShape {
    case stack
    case split
    case keyed([String: TreeShape])
    case stacksOnDemand

    static func random(depth: Int, using generator: inout SplitMix64) -> TreeShape {
        let kind = Int.random(in: 0..<(depth >= 4 ? 2 : 4), using: &generator)
        switch kind {
        case 0: return .stack
        case 1: return .split
        case 2: return .stacksOnDemand
        default:
            let count = Int.random(in: 1...3, using: &generator)
            var children: [String: TreeShape] = [:]
            for index in 0..<count {
                children["k\(index)"] = random(depth: depth + 1, using: &generator)
            }
            return .keyed(children)
        }
    }

    @MainActor
    func make() -> any NavigationNode {
        switch self {
        case .stack: Stack<LinkScreen>()
        case .split: Mail()
        case .stacksOnDemand: KeyedNavigation<String, Stack<LinkScreen>>(selection: "a")
        case .keyed(let children):
            KeyedNavigation(
                selection: children.keys.sorted()[0],
                children: children.mapValues { $0.make() })
        }
    }
}

@MainActor
@Suite("Random trees: what is saved is what restores")
struct RandomTreeRoundTripTests {
    /// Every node's state, as text, from the root down.
    func describe(_ node: any NavigationNode) -> String {
        switch node {
        case let stack as Stack<LinkScreen>:
            return "stack" + describeRoutes(stack.routes)
        case let split as Mail:
            return "split(\(String(describing: split.sidebarSelection)), "
                + "\(String(describing: split.contentSelection)), \(split.columnVisibility))"
                + describeRoutes(split.detail.routes)
        case let keyed as KeyedNavigation<String, any NavigationNode>:
            let children = keyed.keys.sorted().map { "\($0): \(describe(keyed.node(for: $0)))" }
            return "keyed(\(keyed.selection))[\(children.joined(separator: ", "))]"
        case let keyed as KeyedNavigation<String, Stack<LinkScreen>>:
            // Making a child is not a change (a view asks for it as it draws): an empty child
            // made after the last save is made again when it is asked for.
            let children = keyed.keys.sorted().filter { !keyed.child(for: $0).routes.isEmpty }
                .map { "\($0): \(describe(keyed.child(for: $0)))" }
            return "onDemand(\(keyed.selection))[\(children.joined(separator: ", "))]"
        default:
            Issue.record("a node of an unknown kind: \(type(of: node))")
            return "?"
        }
    }

    func describeRoutes<Screen>(_ routes: [Route<Screen>]) -> String {
        "["
            + routes.map { "\($0.id.rawValue) \($0.style) \($0.screen) \($0.name ?? "")" }
            .joined(separator: "; ") + "]"
    }

    /// Every stack of the tree, to settle.
    func stacks(in node: any NavigationNode) -> [any NavigationNode] {
        switch node {
        case let split as Mail: [split.detail]
        case let keyed as KeyedNavigation<String, any NavigationNode>:
            keyed.keys.flatMap { stacks(in: keyed.node(for: $0)) }
        case let keyed as KeyedNavigation<String, Stack<LinkScreen>>:
            keyed.keys.map { keyed.child(for: $0) }
        default: [node]
        }
    }

    func settle(_ node: any NavigationNode) {
        for stack in stacks(in: node) {
            (stack as? Stack<LinkScreen>)?.settle()
            (stack as? Stack<MailScreen>)?.settle()
        }
    }

    /// One random change somewhere in the tree.
    func change(_ node: any NavigationNode, using random: inout SplitMix64) {
        switch node {
        case let stack as Stack<LinkScreen>:
            switch Int.random(in: 0..<4, using: &random) {
            case 0: stack.push(.chat(Int.random(in: 0..<9, using: &random)))
            case 1: stack.presentSheet(.settings, withNavigation: true)
            case 2:
                let name = "n\(Int.random(in: 0..<3, using: &random))"
                if !stack.routes.contains(where: { $0.name == name }) {
                    stack.push(.inbox, name: name)
                }
            default: if stack.canGoBack { stack.goBack() }
            }
        case let split as Mail:
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let selections: [Mailbox?] = [.inbox, .sent, .archive, nil]
                split.sidebarSelection = selections.randomElement(using: &random)!
            case 1:
                split.contentSelection =
                    split.sidebarSelection == nil ? nil : Int.random(in: 0..<5, using: &random)
            case 2:
                if split.contentSelection != nil {
                    split.detail.push(.thread(Int.random(in: 0..<5, using: &random)))
                }
            default:
                split.columnVisibility = SplitColumnVisibility.allCases.randomElement(
                    using: &random)!
            }
        case let keyed as KeyedNavigation<String, any NavigationNode>:
            let key = keyed.keys.randomElement(using: &random)!
            if Bool.random(using: &random) {
                keyed.select(key)
            } else {
                change(keyed.node(for: key), using: &random)
            }
        case let keyed as KeyedNavigation<String, Stack<LinkScreen>>:
            let key = ["a", "b", "c"].randomElement(using: &random)!
            if Bool.random(using: &random) {
                keyed.select(key)
            } else {
                change(keyed.child(for: key), using: &random)
            }
        default:
            Issue.record("a node of an unknown kind: \(type(of: node))")
        }
        settle(node)
    }

    @Test(arguments: 0..<150)
    func aRandomTreeSavedAfterRandomChangesRestoresTheSame(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &* 7919 &+ 11)
        // Under a root holder, the random part has up to three levels: four in all.
        let shape = TreeShape.keyed(["root": TreeShape.random(depth: 2, using: &random)])
        let tree = try #require(shape.make() as? KeyedNavigation<String, any NavigationNode>)
        var saved: Data?
        let autosave = NavigationAutosave(tree)
        autosave.start(restoringFrom: nil) { saved = $0 }
        for _ in 0..<Int.random(in: 0..<12, using: &random) {
            change(tree, using: &random)
        }
        let before = describe(tree)
        autosave.stop()

        let relaunched = try #require(
            shape.make() as? KeyedNavigation<String, any NavigationNode>)
        let again = NavigationAutosave(relaunched)
        again.start(restoringFrom: saved) { _ in }
        settle(relaunched)
        #expect(again.failures.isEmpty, "seed \(seed)")
        expectNoDifference(describe(relaunched), before, "seed \(seed)")
    }
}
