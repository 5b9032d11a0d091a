import PropertyBased
@_spi(StapelUI) import StapelCore
import Testing

/// The split view drawn as one stack in every width: the columns above the sidebar, and the
/// column the user's back leaves on top.
@Suite("Split views: drawn as one stack")
struct SplitStackFormTests {
    /// Checks the stack form's rule on one state: the columns above the sidebar run in order up
    /// to the column on top, and the user's back that keeps some of them leaves that many.
    func checkStackForm<Content: Hashable>(_ state: SplitState<Int, Content, Int>) {
        let columns = state.columnsAboveSidebar
        #expect(columns == columns.sorted() && Set(columns).count == columns.count)
        #expect(!columns.contains(.sidebar))
        #expect(columns.last ?? .sidebar == state.topColumn)
        let hasContent = SplitState<Int, Content, Int>.hasContentColumn
        #expect(columns.contains(.content) == (hasContent && state.topColumn >= .content))
        // Each column's screen shows the selections before it, and only those.
        #expect(state.selections(shownBy: .sidebar) == ThreeColumns().selectionIdentity)
        #expect(state.selections(shownBy: .content).sidebar == state.selectionIdentity.sidebar)
        #expect(state.selections(shownBy: .content).content == nil)
        #expect(state.selections(shownBy: .detail) == state.selectionIdentity)
        #expect(state.columnAfterUserBack(keeping: 0) == .sidebar)
        #expect(state.columnAfterUserBack(keeping: columns.count) == state.topColumn)
        #expect(state.columnAfterUserBack(keeping: columns.count + 3) == state.topColumn)
        // Selections that follow one another, as the user makes them: each column selects only
        // under the one before, and the detail routes stand on the selection they belong to.
        let chained =
            (state.contentSelection == nil || state.sidebarSelection != nil)
            && (state.detailRoutes.isEmpty || state.hasDetailSelection)
        for kept in 0..<columns.count {
            var next = state
            let column = state.columnAfterUserBack(keeping: kept)
            let applied = next.applyUserBack(to: column, drawn: state.selectionIdentity)
            #expect(applied)
            #expect(next.detailRoutes.isEmpty)
            #expect(next.topColumn == column || next.topColumn < column)
            if chained {
                #expect(next.columnsAboveSidebar == Array(columns.prefix(kept)))
            } else {
                #expect(next.columnsAboveSidebar.count <= kept)
            }
        }
    }

    @Test func theColumnsRunToTheTopAndTheUsersBackKeepsWhatItSays() async {
        var chains = 0
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...10_000).array(of: 0...8)) {
            codes in
            let three = SplitStateMaker.three(codes)
            checkStackForm(three)
            checkStackForm(SplitStateMaker.two(codes))
            if three.contentSelection != nil, three.sidebarSelection != nil { chains += 1 }
        }
        #expect(chains > 100, "chained three-column states are drawn")
    }

    @Test func threeColumnsShowTheContentThenTheDetailTwoColumnsTheDetail() {
        #expect(ThreeColumns().columnsAboveSidebar.isEmpty)
        #expect(ThreeColumns(sidebarSelection: 1).columnsAboveSidebar == [.content])
        #expect(
            ThreeColumns(sidebarSelection: 1, contentSelection: 2).columnsAboveSidebar
                == [.content, .detail])
        #expect(TwoColumns().columnsAboveSidebar.isEmpty)
        #expect(TwoColumns(sidebarSelection: 1).columnsAboveSidebar == [.detail])
        #expect(TwoColumns(detailRoutes: [.push(3)]).columnsAboveSidebar == [.detail])
        let full = ThreeColumns(sidebarSelection: 1, contentSelection: 2)
        #expect(full.columnAfterUserBack(keeping: 1) == .content)
        #expect(full.columnAfterUserBack(keeping: 2) == .detail)
    }
}
