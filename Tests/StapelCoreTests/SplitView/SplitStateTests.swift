import IssueReporting
import PropertyBased
@_spi(StapelUI) import StapelCore
import Testing

typealias ThreeColumns = SplitState<Int, Int, Int>
typealias TwoColumns = SplitState<Int, Never, Int>

/// Builds split states from random numbers.
enum SplitStateMaker {
    static let visibilities = SplitColumnVisibility.allCases

    /// A state of a three-column split view.
    static func three(_ codes: [Int]) -> ThreeColumns {
        let first = codes.first ?? 0
        let detail = RouteListMaker.routes(Array(codes.dropFirst()), screenBase: 0)
        // Each column may select or show nothing, whatever the others do.
        return ThreeColumns(
            sidebarSelection: first % 5 == 0 ? nil : first % 7,
            contentSelection: first % 3 == 0 ? nil : first % 11,
            detailRoutes: first % 13 == 0 ? [] : detail,
            columnVisibility: visibilities[first % 4])
    }

    /// A state of a two-column split view.
    static func two(_ codes: [Int]) -> TwoColumns {
        let first = codes.first ?? 0
        return TwoColumns(
            sidebarSelection: first % 5 == 0 ? nil : first % 7,
            detailRoutes: first % 13 == 0
                ? [] : RouteListMaker.routes(Array(codes.dropFirst()), screenBase: 0),
            columnVisibility: visibilities[first % 4])
    }
}

@MainActor
@Suite("Split views: collapsing to one stack and expanding back")
struct SplitStateTests {
    @Test func theCollapsedStackIsTheSelectionsThenTheDetailRoutes() throws {
        let state = withRouteIDs(.incrementing) {
            ThreeColumns(
                sidebarSelection: 1, contentSelection: 2,
                detailRoutes: [.push(3, name: "reply"), .sheet(4, withNavigation: true)])
        }
        let collapsed = state.collapsedRoutes
        #expect(collapsed.map(\.screen) == [.sidebar(1), .content(2), .detail(3), .detail(4)])
        #expect(collapsed.map(\.style) == [.push, .push, .push, .sheet(withNavigation: true)])
        #expect(collapsed.map(\.name) == [nil, nil, "reply", nil])
        #expect(Array(collapsed.suffix(2).map(\.id)) == state.detailRoutes.map(\.id))
        #expect(try ThreeColumns(collapsedRoutes: collapsed) == state)
    }

    @Test func aNewSelectionClearsTheColumnsAfterIt() {
        var state = ThreeColumns(
            sidebarSelection: 1, contentSelection: 2, detailRoutes: [.push(3)],
            columnVisibility: .all)
        state.contentSelection = 2
        #expect(state.detailRoutes.count == 1)
        state.contentSelection = 5
        #expect(state.detailRoutes.isEmpty)
        state.detailRoutes.push(6)
        state.sidebarSelection = 1
        #expect(state.contentSelection == 5)
        state.sidebarSelection = 7
        #expect(state.contentSelection == nil)
        #expect(state.detailRoutes.isEmpty)
        #expect(state.columnVisibility == .all)
        var two = TwoColumns(sidebarSelection: 1, detailRoutes: [.push(2)])
        two.sidebarSelection = nil
        #expect(two.detailRoutes.isEmpty)
    }

    @Test func theTopColumnIsTheLastTheSelectionsReach() {
        #expect(ThreeColumns().topColumn == .sidebar)
        #expect(ThreeColumns(sidebarSelection: 1).topColumn == .content)
        #expect(ThreeColumns(sidebarSelection: 1, contentSelection: 2).topColumn == .detail)
        #expect(TwoColumns().topColumn == .sidebar)
        #expect(TwoColumns(sidebarSelection: 1).topColumn == .detail)
        #expect(TwoColumns(detailRoutes: [.push(1)]).topColumn == .detail)
        #expect(ThreeColumns(contentSelection: 1).topColumn == .detail)
        #expect(ThreeColumns.hasContentColumn)
        #expect(!TwoColumns.hasContentColumn)
        #expect(SplitColumn.allCases.sorted() == [.sidebar, .content, .detail])
    }

    @Test func listsThatAreNotACollapsedSplitViewAreRefused() {
        typealias Collapsed = Route<SplitScreen<Int, Int, Int>>
        // The expected kind of error and the index of the route it names.
        let cases: [([Collapsed], misplaced: Bool, index: Int)] = [
            ([.push(.sidebar(1)), .push(.sidebar(2))], true, 1),
            ([.push(.sidebar(1)), .push(.content(2)), .push(.content(3))], true, 2),
            (
                [.push(.sidebar(1)), .push(.content(2)), .push(.detail(3)), .push(.sidebar(4))],
                true, 3
            ),
            ([.push(.detail(1)), .push(.sidebar(2))], true, 1),
            ([.push(.content(1)), .push(.sidebar(2))], true, 1),
            ([.sheet(.sidebar(1))], false, 0),
            ([.push(.sidebar(1)), .push(.content(2), name: "c")], false, 1),
        ]
        for (routes, misplaced, index) in cases {
            let id = routes[index].id
            let error: RouteListError =
                misplaced
                ? .misplacedSelection(id, index: index) : .selectionNotPushed(id, index: index)
            #expect(
                RouteListError.firstError(inSplitView: routes) == error,
                "\(routes.map(\.screen))")
            #expect(throws: error) { try ThreeColumns(collapsedRoutes: routes) }
            #expect(RouteListError.validPrefixLength(ofSplitView: routes) == index)
            #expect(error.index == index)
        }
        let twoColumns: [Route<SplitScreen<Int, Never, Int>>] = [
            .push(.sidebar(1)), .sheet(.detail(2)), .push(.detail(3)),
        ]
        let error = RouteListError.firstError(inSplitView: twoColumns)
        #expect(error == .pushWithoutNavigation(twoColumns[2].id, index: 2))
        #expect(error?.index == 2)
        // Routes on the detail column with nothing selected, a content selection without a
        // sidebar one: columns that show something of their own, which a split view can hold.
        #expect(TwoColumns(detailRoutes: [.push(1)]).firstError == nil)
        #expect(ThreeColumns(contentSelection: 1).firstError == nil)
        #expect(TwoColumns(detailRoutes: [.sheet(1), .push(2)]).firstError?.index == 1)
    }

    @Test func expandingACollapsedStateGivesTheStateBack() async {
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...10_000).array(of: 0...12)) {
            codes in
            let three = SplitStateMaker.three(codes)
            #expect(three.firstError == nil)
            #expect(
                (try? ThreeColumns(
                    collapsedRoutes: three.collapsedRoutes, columnVisibility: three.columnVisibility
                )) == three)
            let two = SplitStateMaker.two(codes)
            #expect(two.firstError == nil)
            #expect(
                (try? TwoColumns(
                    collapsedRoutes: two.collapsedRoutes, columnVisibility: two.columnVisibility))
                    == two)
        }
    }

    @Test func collapsingAnExpandedStackGivesTheStackBack() async {
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...10_000).array(of: 0...12)) {
            codes in
            let routes = SplitStateMaker.three(codes).collapsedRoutes
            let expanded = try? ThreeColumns(collapsedRoutes: routes)
            #expect(expanded?.collapsedRoutes == routes)
        }
    }

    /// What the user and the app do to a split view collapsed to one stack.
    enum CollapsedAction {
        case push(Int)
        case sheet(Int)
        case userBack, dismiss
    }

    @Test func editsWhileCollapsedExpandWithNoRouteLostDuplicatedOrReordered() async {
        let tally = Tally()
        await propertyCheck(
            count: 500,
            input: Gen.int(in: 0...10_000).array(of: 0...8), Gen.int(in: 0...3).array(of: 0...20)
        ) { codes, actions in
            var collapsed = SplitStateMaker.three(codes).collapsedRoutes
            for (step, code) in actions.enumerated() {
                let action: CollapsedAction =
                    switch code {
                    case 0: .push(1_000 + step)
                    case 1: .sheet(1_000 + step)
                    case 2: .userBack
                    default: .dismiss
                    }
                let warnings = WarningRecorder()
                withIssueReporters([warnings]) {
                    let expanded = try? ThreeColumns(collapsedRoutes: collapsed)
                    switch action {
                    case .push(let screen):
                        // Pushes and presentations land on the detail column.
                        _ = expanded
                        collapsed.push(.detail(screen))
                    case .sheet(let screen):
                        collapsed.presentSheet(.detail(screen), withNavigation: true)
                    case .userBack:
                        collapsed.goBack()
                    case .dismiss:
                        collapsed.dismiss()
                    }
                }
                let state: ThreeColumns
                do {
                    state = try ThreeColumns(collapsedRoutes: collapsed)
                } catch {
                    Issue.record("\(action) left a stack that doesn't expand: \(error)")
                    return
                }
                // Every detail route of the stack, in order, and nothing else.
                let detail = collapsed.compactMap { route -> Route<Int>? in
                    guard case .detail(let screen) = route.screen else { return nil }
                    return Route(screen, style: route.style, name: route.name, id: route.id)
                }
                #expect(state.detailRoutes == detail)
                #expect(state.collapsedRoutes == collapsed)
                if !detail.isEmpty { tally.add("detail") }
                if detail.contains(where: \.style.isPresentation) { tally.add("presented") }
            }
        }
        #expect(tally["detail"] > 500)
        #expect(tally["presented"] > 100)
    }

    @Test func theUsersBackPopsTheDetailThenClearsTheContentThenTheSidebar() {
        var collapsed = ThreeColumns(
            sidebarSelection: 1, contentSelection: 2,
            detailRoutes: [.push(3), .sheet(4, withNavigation: true), .push(5)]
        ).collapsedRoutes
        var seen: [ThreeColumns] = []
        while !collapsed.isEmpty {
            collapsed.goBack()
            seen.append(try! ThreeColumns(collapsedRoutes: collapsed))
        }
        #expect(seen.map { $0.detailRoutes.map(\.screen) } == [[3, 4], [3], [], [], []])
        #expect(seen.map(\.contentSelection) == [2, 2, 2, nil, nil])
        #expect(seen.map(\.sidebarSelection) == [1, 1, 1, 1, nil])
        #expect(seen.map(\.topColumn) == [.detail, .detail, .detail, .content, .sidebar])
    }
}

/// The user's back reported on a split view held as a value.
@Suite("Split views: the user's back on a value")
struct SplitStateUserBackTests {
    @Test func theUsersBackAppliesWhileTheSelectionsAreThoseDrawn() {
        var state = ThreeColumns(sidebarSelection: 1, contentSelection: 2, detailRoutes: [.push(3)])
        let drawn = state.selectionIdentity
        state.contentSelection = 4
        let applied1 = state.applyUserBack(to: .content, drawn: drawn)
        #expect(!applied1)
        #expect(state.contentSelection == 4)
        state.detailRoutes = [.push(5)]
        let applied2 = state.applyUserBack(to: .content, drawn: state.selectionIdentity)
        #expect(applied2)
        #expect(state.contentSelection == nil)
        #expect(state.detailRoutes.isEmpty)
        #expect(state.sidebarSelection == 1)
        let applied3 = state.applyUserBack(to: .content, drawn: state.selectionIdentity)
        #expect(!applied3)
        let applied4 = state.applyUserBack(to: .detail, drawn: state.selectionIdentity)
        #expect(!applied4)
        let applied5 = state.applyUserBack(to: .sidebar, drawn: state.selectionIdentity)
        #expect(applied5)
        #expect(state == ThreeColumns())
    }

    @Test func sideBySideTheColumnOnTopMeansNothing() {
        var state = ThreeColumns(sidebarSelection: 1, contentSelection: 2)
        let applied = state.applyUserBack(
            to: .sidebar, drawn: state.selectionIdentity, whileCollapsed: false)
        #expect(!applied)
        #expect(state.contentSelection == 2)
    }

    @Test func backToTheSidebarClearsAContentSelectionWithoutASidebarOne() {
        var state = ThreeColumns(contentSelection: 2, detailRoutes: [.push(3)])
        #expect(state.topColumn == .detail)
        let applied6 = state.applyUserBack(to: .sidebar, drawn: state.selectionIdentity)
        #expect(applied6)
        #expect(state.contentSelection == nil)
        #expect(state.detailRoutes.isEmpty)
        var two = TwoColumns(sidebarSelection: 1, detailRoutes: [.push(2)])
        let applied7 = two.applyUserBack(to: .sidebar, drawn: two.selectionIdentity)
        #expect(applied7)
        #expect(two.sidebarSelection == nil)
        #expect(two.detailRoutes.isEmpty)
    }
}
