/// Why a route list is not a split view collapsed to one stack.
///
/// ```swift
/// if let error = SplitStateError.firstError(in: collapsed) { print(error) }
/// ```
public enum SplitStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The selection route at this index is out of place: selections come first, the sidebar's
    /// before the content's, one each.
    case misplacedSelection(index: Int)
    /// The selection route at this index is presented, or has a name: a selection is a push.
    case selectionNotPushed(index: Int)
    /// The routes can't stand on a stack, at the index the ``RouteListError`` gives.
    case invalidRoutes(RouteListError)

    /// The index of the first route that is wrong.
    public var index: Int {
        switch self {
        case .misplacedSelection(let index), .selectionNotPushed(let index):
            index
        case .invalidRoutes(let error):
            switch error {
            case .duplicateID(_, let index), .pushWithoutNavigation(_, let index),
                .duplicateName(_, let index), .styleChanged(_, let index):
                index
            }
        }
    }

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case .misplacedSelection(let index):
            "the selection at index \(index) is out of place: the sidebar's comes first, then "
                + "the content's, one each, before any detail route"
        case .selectionNotPushed(let index):
            "the selection at index \(index) is presented or named: a selection is a plain push"
        case .invalidRoutes(let error):
            "\(error)"
        }
    }
}
