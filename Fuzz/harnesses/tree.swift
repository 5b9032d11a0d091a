// libFuzzer harness for the restore of a tree of holders.
//
// The input is the saved data of a tree: tabs holding a stack, a split view and windows of stacks
// made on demand. Whatever it holds is restored by an autosave on the main actor; every stack and
// split view must then hold a valid state, and the tree must save and restore to the same data.
import Foundation
import IssueReporting

enum FuzzScreen: Hashable, Sendable, Codable {
    case inbox
    case chat(Int)
    case profile(name: String, age: UInt8)
    case nested([FuzzScreen])
}

typealias FuzzSplit = SplitNavigation<String, Int, FuzzScreen>
typealias FuzzWindows = KeyedNavigation<String, Stack<FuzzScreen>>

@MainActor
final class FuzzTree {
    let inbox = Stack<FuzzScreen>()
    let mail = FuzzSplit()
    let windows = FuzzWindows(selection: "main")
    let tabs: KeyedNavigation<String, any NavigationNode>

    init() {
        tabs = KeyedNavigation(
            selection: "inbox", children: ["inbox": inbox, "mail": mail, "windows": windows])
    }

    var stacks: [Stack<FuzzScreen>] { [inbox] + windows.keys.map { windows.child(for: $0) } }

    func settle() {
        for stack in stacks { settle(stack) }
        settle(mail.detail)
    }

    private func settle<Screen>(_ stack: Stack<Screen>) {
        var steps = 0
        while let step = stack.planStep, steps < 10_000 {
            stack.reportStepSettled(step)
            steps += 1
        }
    }

    /// Restores from `data`, settles, and returns what the tree saves then.
    func restore(from data: Data) -> Data? {
        let autosave = NavigationAutosave(tabs)
        var saved: Data?
        autosave.start(restoringFrom: data) { saved = $0 }
        autosave.stop()
        settle()
        return saved
    }

    func checkValid() {
        for stack in stacks where RouteListError.firstError(in: stack.routes) != nil {
            fatalError("a restored stack holds an invalid route list")
        }
        if RouteListError.firstError(inSplitView: mail.state.collapsedRoutes) != nil {
            fatalError("a restored split view holds an invalid state")
        }
        if windows.keys.count > FuzzWindows.maximumSavedChildren {
            fatalError("more windows than the limit were restored")
        }
    }
}

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    MainActor.assumeIsolated {
        withIssueReporters([]) {
            let tree = FuzzTree()
            guard let saved = tree.restore(from: data) else {
                fatalError("a restored tree could not be saved")
            }
            tree.checkValid()
            // What the tree saved restores to the same tree, which saves the same data.
            let again = FuzzTree()
            guard again.restore(from: saved) == saved else {
                fatalError("a restored tree does not survive a round trip")
            }
        }
    }
    RunLoop.main.run(until: Date())
    return 0
}
