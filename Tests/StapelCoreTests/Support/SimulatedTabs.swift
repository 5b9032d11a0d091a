import Foundation
import IssueReporting
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

/// The model-based test's tabs: a `KeyedNavigation` whose mail tab is the hostile
/// `SimulatedSplitView` and whose inbox tab is a hostile `SimulatedSwiftUI` stack. The user taps
/// tabs (re-tapping takes a tab to its root), code selects them, links open through the tabs'
/// link table (selecting their tab and dismissing what the tab they leave presents), and each
/// tab runs its own hostile events; a tab that is not selected gets no user gestures.
///
/// After each event: the selection is one of the tabs; a link that opened in a tab selected it;
/// the tab a link left presents nothing. Each tab's own checks (desyncs, the split view's rules)
/// run as in its own runs.
@MainActor
final class SimulatedTabs {
    let mail: SimulatedSplitView
    let inbox: SimulatedSwiftUI
    let tabs: KeyedNavigation<String, any NavigationNode>
    private let links: KeyedLinkTable<String>
    private var rng: SplitMix64
    private(set) var counts: [String: Int] = [:]
    private(set) var failures: [String] = []
    private var nextScreen = 1_000_000
    /// The last events, for a failure's message.
    private(set) var trace: [String] = []

    init(seed: UInt64, capabilities: PlatformCapabilities) {
        mail = SimulatedSplitView(seed: seed, capabilities: capabilities)
        inbox = SimulatedSwiftUI(seed: seed ^ 0x7ab5, capabilities: capabilities)
        tabs = KeyedNavigation(
            selection: "inbox", children: ["mail": mail.split, "inbox": inbox.stack])
        rng = SplitMix64(seed: seed ^ 0x7ab)
        let inboxLinks = try! DeepLinkTable<Int>([
            DeepLinkPattern("inbox/:n(Int)") { values in
                [.push(try values.value("n"))]
            } values: { _ in
                nil
            },
            DeepLinkPattern("inbox/:n(Int)/sheet") { values in
                [
                    .push(try values.value("n")),
                    .sheet(try values.value("n") + 1, withNavigation: true),
                ]
            } values: { _ in
                nil
            },
        ])
        let mailLinks = try! DeepLinkTable<SplitScreen<Int, Int, Int>>([
            DeepLinkPattern("mail/:a(Int)/:b(Int)") { values in
                [.push(.sidebar(try values.value("a"))), .push(.content(try values.value("b")))]
            } values: { _ in
                nil
            }
        ])
        links = KeyedLinkTable<String>().child("mail", links: mailLinks)
            .child("inbox", links: inboxLinks)
        updateHidden()
    }

    var isSettled: Bool { mail.isSettled && inbox.isSettled }

    func step() async {
        let desyncsBefore = mail.ui.desyncs.count + inbox.desyncs.count
        defer {
            if mail.ui.desyncs.count + inbox.desyncs.count > desyncsBefore {
                fail("desync after: \(trace.suffix(6))")
            }
        }
        switch Int.random(in: 0..<100, using: &rng) {
        // A presentation covers the tab bar: the user taps a tab only when none is on screen.
        case 0..<6 where !selectedShowsPresentation: userTapsTab()
        case 6..<9: codeSelectsTab()
        // As the app's own changes in `SimulatedSwiftUI`: between two draws, not within one.
        case 9..<13 where !inbox.simulator.needsUpdate && !mail.ui.simulator.needsUpdate:
            openLink()
        case 13..<30: await stepHidden()
        default: await stepSelected()
        }
        check()
    }

    func settle() async {
        await mail.settle()
        await inbox.settle()
    }

    /// Whether the selected tab shows a presentation, which covers the tab bar.
    private var selectedShowsPresentation: Bool {
        let shown = tabs.selection == "mail" ? mail.ui.shown : inbox.shown
        return shown.contains { $0.style.isPresentation }
    }

    private func userTapsTab() {
        // A touch lands on a drawn screen: SwiftUI draws a change within a frame, before the
        // next touch. (A re-tap that goes back to a guarded screen may present its question, and
        // a pop the selected tab had not drawn yet would otherwise meet it in one update.)
        if tabs.selection == "inbox" { inbox.drawIfNeeded() } else { mail.ui.drawIfNeeded() }
        let key = ["mail", "inbox"].randomElement(using: &rng)!
        let reselected = tabs.selectFromTabBar(key)
        count(reselected ? "tab re-tapped" : "tab tapped")
        updateHidden()
    }

    private func codeSelectsTab() {
        tabs.select(["mail", "inbox"].randomElement(using: &rng)!)
        count("tab selected by code")
        updateHidden()
    }

    private func openLink() {
        nextScreen += 2
        let toMail = Bool.random(using: &rng)
        let url =
            toMail
            ? URL(string: "app://mail/\(Int.random(in: 0..<3, using: &rng))/\(nextScreen)")!
            : URL(
                string: "app://inbox/\(nextScreen)\(Bool.random(using: &rng) ? "/sheet" : "")")!
        let before = tabs.selection
        let drawn = mail.split.selectionIdentity
        let result: DeepLinkResult
        do {
            result = try tabs.open(url, using: links)
        } catch {
            fail("the link \(url) failed: \(error)")
            return
        }
        if mail.split.selectionIdentity != drawn {
            // The detail column is drawn anew for the link's selection.
            mail.ui.simulator.drawAnew()
        }
        count(toMail ? "link into mail" : "link into inbox")
        let target = toMail ? "mail" : "inbox"
        guard case .completed = result.outcome else {
            count("link stopped")
            updateHidden()
            return
        }
        if tabs.selection != target {
            fail("a link into \(target) left \(tabs.selection) selected")
        }
        if before != target {
            let left = before == "mail" ? mail.ui.stack : inbox.stack
            // Dismissing several presentations can take several updates: then a plan runs. A
            // screen's leave guard may keep it, or ask first.
            if left.routes.contains(where: \.style.isPresentation), left.planStep == nil,
                !left.routes.contains(where: { left.hasLeaveGuard(for: $0.id) })
            {
                fail("the tab a link left (\(before)) still presents, and nothing dismisses it")
            }
        }
        updateHidden()
    }

    private func stepSelected() async {
        count("step \(tabs.selection)")
        if tabs.selection == "mail" {
            await mail.step()
        } else {
            await inbox.step()
        }
    }

    /// A tab that is not selected: code may change it, and reports of what it drew arrive.
    private func stepHidden() async {
        count("step hidden")
        if tabs.selection == "mail" {
            await inbox.step()
        } else {
            await mail.step()
        }
    }

    private func updateHidden() {
        mail.isInHiddenTab = tabs.selection != "mail"
        inbox.allowsUserGestures = tabs.selection == "inbox"
    }

    private func check() {
        if !["mail", "inbox"].contains(tabs.selection) {
            fail("the selection \(tabs.selection) is not a tab")
        }
    }

    private func fail(_ message: String) {
        failures.append(message)
    }

    private func count(_ key: String) {
        counts[key, default: 0] += 1
        trace.append(
            "\(key) [mail \(mail.ui.stack.routes.map(\.id)), inbox \(inbox.stack.routes.map(\.id)), selected \(tabs.selection)]"
        )
        if trace.count > 20 { trace.removeFirst() }
    }
}
