import IssueReporting
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

/// The model-based test's split view: a three-column `SplitNavigation` whose detail column is
/// drawn by the hostile `SimulatedSwiftUI`, with the size class changing at random, the app
/// selecting in each column, and the user going back through the collapsed columns, each report
/// of it delivered late, twice, or after the app changed the selections.
///
/// What the screen shows of the columns: whether it is collapsed, the column on top, and the
/// selections it drew (their identities). After each event:
/// - the model's state can stand, and collapsing it to one stack and expanding it back gives it
///   back;
/// - a selection the app changes clears the detail column;
/// - a report of the user's back applies exactly when the selections it was drawn with are the
///   model's, and then leaves the model at or before the column the user went back to;
/// - a selection the user went back past never comes back.
@MainActor
final class SimulatedSplitView {
    let ui: SimulatedSwiftUI
    let split: SplitNavigation<Int, Int, Int>
    private var rng: SplitMix64
    /// What the screen shows of the columns.
    private(set) var isCompact = false
    private(set) var shownTop = SplitColumn.sidebar
    private var drawnIdentity: SplitSelectionIdentity
    /// The user's back on its way: the column, and the selections it was drawn with.
    private var reports: [(due: Duration, column: SplitColumn, drawn: SplitSelectionIdentity)] = []
    private var goneByUser = Set<RouteID>()
    private(set) var counts: [String: Int] = [:]
    private(set) var failures: [String] = []
    /// Whether the split view is in a tab that is not selected, where the user can't touch it.
    var isInHiddenTab = false

    init(seed: UInt64, capabilities: PlatformCapabilities) {
        ui = SimulatedSwiftUI(seed: seed, capabilities: capabilities)
        split = SplitNavigation(detail: ui.stack)
        rng = SplitMix64(seed: seed ^ 0x5eed)
        drawnIdentity = split.selectionIdentity
    }

    var isSettled: Bool { reports.isEmpty && ui.isSettled && shownTop == split.topColumn }

    /// Whether the detail column is on screen, where the user can touch it.
    private var detailIsOnScreen: Bool { !isCompact || shownTop == .detail }

    func step() async {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<6: select()
        case 6..<10: changeSizeClass()
        case 10..<20: drawColumns()
        case 20..<28 where !isInHiddenTab: userGoesBack()
        case 28..<38: deliverReport()
        default:
            ui.allowsUserGestures = detailIsOnScreen && !isInHiddenTab
            await ui.step()
        }
        check()
    }

    func settle() async {
        var rounds = 0
        while !isSettled && rounds < 1_000 {
            rounds += 1
            drawColumns()
            if !reports.isEmpty {
                deliverReport()
            } else {
                await ui.settle()
            }
            check()
        }
        if isCompact, shownTop != split.topColumn {
            fail("collapsed, the screen shows \(shownTop) on top and the model \(split.topColumn)")
        }
    }

    // MARK: - The app

    private func select() {
        let before = split.state
        if Bool.random(using: &rng) {
            split.sidebarSelection =
                Int.random(in: 0..<3, using: &rng) == 0 ? nil : Int.random(in: 0..<4, using: &rng)
        } else {
            split.contentSelection =
                Int.random(in: 0..<3, using: &rng) == 0 ? nil : Int.random(in: 0..<4, using: &rng)
        }
        if split.selectionIdentity != before.selectionIdentity {
            if !split.detail.routes.isEmpty {
                fail("a new selection left the detail routes \(split.detail.routes.map(\.screen))")
            }
            // The detail column is drawn anew for the new selection.
            ui.simulator.drawAnew()
        }
        count("select")
    }

    // MARK: - The screen

    /// An update draws the columns: the column on top follows the model.
    private func drawColumns() {
        if shownTop != split.topColumn || drawnIdentity != split.selectionIdentity {
            count("draw columns")
        }
        shownTop = split.topColumn
        drawnIdentity = split.selectionIdentity
    }

    private func changeSizeClass() {
        isCompact.toggle()
        split.reportCollapsed(isCompact)
        // Collapsing and expanding lose nothing of the model.
        let state = split.state
        let expanded = try? SplitState<Int, Int, Int>(
            collapsedRoutes: state.collapsedRoutes, columnVisibility: state.columnVisibility)
        if expanded != state { fail("collapsing and expanding changed the state") }
        count(isCompact ? "collapse" : "expand")
    }

    // MARK: - The user

    /// Back at the root of the column on top, collapsed: the screen goes back a column at
    /// once, and SwiftUI writes the column when the pop ends.
    private func userGoesBack() {
        guard isCompact, shownTop > .sidebar, shownTop != .detail || ui.shown.isEmpty else {
            return
        }
        shownTop = shownTop == .detail ? .content : .sidebar
        let due = ui.simulator.now + .milliseconds(Int.random(in: 100...500, using: &rng))
        reports.append((due, shownTop, drawnIdentity))
        if Int.random(in: 0..<5, using: &rng) == 0 {
            reports.append((due + .milliseconds(200), shownTop, drawnIdentity))
        }
        count("user back")
    }

    private func deliverReport() {
        guard !reports.isEmpty else { return }
        let report = reports.removeFirst()
        let identity = split.selectionIdentity
        let top = split.topColumn
        let before = split.collapsedRouteIDs
        let applied = split.reportCompactColumn(report.column, drawn: report.drawn)
        let shouldApply = split.isCollapsed && report.drawn == identity && report.column < top
        if applied != shouldApply {
            fail("a report of the user's back applied: \(applied), expected \(shouldApply)")
        }
        if applied {
            ui.simulator.drawAnew()
            if split.topColumn > report.column {
                fail("after the user's back to \(report.column), \(split.topColumn) is on top")
            }
            goneByUser.formUnion(Set(before).subtracting(split.collapsedRouteIDs))
            count("user back applied")
        } else {
            count("user back stale")
        }
    }

    // MARK: - Checks

    private func check() {
        let state = split.state
        if let error = state.firstError { fail("the state can't stand: \(error)") }
        let back = goneByUser.intersection(split.collapsedRouteIDs)
        if !back.isEmpty { fail("a selection the user went back past came back: \(back)") }
    }

    private func fail(_ message: String) {
        failures.append("at \(ui.simulator.now): \(message)")
    }

    private func count(_ key: String) {
        counts[key, default: 0] += 1
    }
}

extension SplitNavigation {
    /// The identities of the selections' routes in the collapsed stack.
    fileprivate var collapsedRouteIDs: [RouteID] {
        [selectionIdentity.sidebar, selectionIdentity.content].compactMap { $0 }
    }
}
