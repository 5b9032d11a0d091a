/// Which selections a view drew: the identities of the sidebar's and the content column's
/// selection routes (see ``SplitState/collapsedRoutes``). A report of what the user did in a
/// split view carries the identity it was drawn with, and applies only while it is still the
/// split view's.
@_spi(StapelUI)
public struct SplitSelectionIdentity: Hashable, Sendable {
    /// The sidebar selection's route, if the sidebar has a selection.
    public var sidebar: RouteID?
    /// The content selection's route, if the content column has a selection.
    public var content: RouteID?
}
