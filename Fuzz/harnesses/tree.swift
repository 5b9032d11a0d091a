// libFuzzer harness for a tree of holders: its restore, and links through it.
//
// The tree: tabs holding a stack, a split view and windows of stacks made on demand. With a first
// byte below 128, the rest is the saved data of the tree: whatever it holds is restored by an
// autosave on the main actor; every stack and split view must then hold a valid state, and the
// tree must save and restore to the same data. Otherwise the rest is a link, opened through the
// tabs' link table: it opens or throws, never crashes; what it opens is a valid state, and the
// link the tree writes back for it opens the same state in a new tree.
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

    /// The tabs' links: `inbox/<n>`, `inbox/<n>/sheet`, `mail/<box>/<message>`, and any window's
    /// `windows/<n>`.
    static let links: KeyedLinkTable<String> = {
        let stackLinks = try! DeepLinkTable<FuzzScreen>([
            DeepLinkPattern("inbox/:n(Int)") { values in
                [.push(.chat(try values.value("n")))]
            } values: { routes in
                guard routes.count == 1, case .chat(let n) = routes[0].screen else { return nil }
                return ["n": n]
            },
            DeepLinkPattern("inbox/:n(Int)/sheet") { values in
                [.push(.chat(try values.value("n"))), .sheet(.inbox, withNavigation: true)]
            } values: { routes in
                guard routes.count == 2, case .chat(let n) = routes[0].screen,
                    routes[1].screen == .inbox, routes[1].style == .sheet(withNavigation: true)
                else { return nil }
                return ["n": n]
            },
        ])
        let mailLinks = try! DeepLinkTable<SplitScreen<String, Int, FuzzScreen>>([
            DeepLinkPattern("mail/:box/:message(Int)") { values in
                [
                    .push(.sidebar(try values.value("box"))),
                    .push(.content(try values.value("message"))),
                ]
            } values: { routes in
                guard routes.count == 2, case .sidebar(let box) = routes[0].screen,
                    case .content(let message) = routes[1].screen
                else { return nil }
                return ["box": box, "message": message]
            }
        ])
        let windowLinks = try! DeepLinkTable<FuzzScreen>([
            DeepLinkPattern("windows/:n(Int)") { values in
                [.push(.chat(try values.value("n")))]
            } values: { routes in
                guard routes.count == 1, case .chat(let n) = routes[0].screen else { return nil }
                return ["n": n]
            }
        ])
        return KeyedLinkTable<String>()
            .child("mail", links: mailLinks)
            .child("inbox", links: stackLinks)
            .child("windows", links: KeyedLinkTable<String>().anyChild(links: windowLinks))
    }()

    /// Opens a link; returns the link the tree writes back for what it opened, if it opened.
    func open(_ text: String) -> URL? {
        guard let url = URL(string: text) else { return nil }
        guard let result = try? tabs.open(url, using: Self.links) else { return nil }
        settle()
        guard result.isComplete else { return nil }
        return try? tabs.url(using: Self.links, base: URL(string: "fuzz://")!)
    }

    /// The state of the tree, as text, to compare two trees.
    var summary: String {
        "\(tabs.selection) \(inbox.routes.map { "\($0.style) \($0.screen)" }) "
            + "\(String(describing: mail.sidebarSelection)) \(String(describing: mail.contentSelection)) "
            + "\(windows.selection) \(windows.keys.map { windows.child(for: $0).routes.map(\.screen) })"
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
    guard size > 0 else { return 0 }
    let data = Data(bytes: bytes + 1, count: size - 1)
    let opensLink = bytes[0] >= 128
    MainActor.assumeIsolated {
        withIssueReporters([]) {
            if opensLink {
                checkLink(String(decoding: data, as: UTF8.self))
            } else {
                checkRestore(data)
            }
        }
    }
    RunLoop.main.run(until: Date())
    return 0
}

/// Opens a link in a new tree; the link the tree writes back for it opens the same state.
@MainActor
func checkLink(_ text: String) {
    let tree = FuzzTree()
    let written = tree.open(text)
    tree.checkValid()
    guard let written else { return }
    let again = FuzzTree()
    guard again.open(written.absoluteString) != nil else {
        fatalError("the link \(written) of an opened link does not open")
    }
    if again.tabs.selection != tree.tabs.selection
        || again.inbox.routes.map(\.screen) != tree.inbox.routes.map(\.screen)
        || (tree.tabs.selection == "mail"
            && again.mail.contentSelection != tree.mail.contentSelection)
    {
        fatalError("the link \(written) opens \(again.summary), not \(tree.summary)")
    }
}

/// Restores saved data into a new tree, which must be valid and save what restores the same.
@MainActor
func checkRestore(_ data: Data) {
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
