/// The options a ``RouteOptions`` value sets, with the default of each, in one place: what a
/// value without storage reads, what the initializer's parameters default to, and what counts as
/// nothing set all come from here.
struct RouteOptionValues: Hashable, Sendable {
    var detents: [SheetDetent] = []
    var selectedDetent: SheetDetent?
    var isInteractiveDismissDisabled = false
    var popoverAdaptation: PopoverAdaptation?
    var backgroundInteraction = BackgroundInteraction.automatic
    var zoomSource: String?
    var inspectorWidth: Double?
    var inspectorWidthRange: ClosedRange<Double>?

    /// Whether every option is at its default.
    var isDefault: Bool { self == RouteOptionValues() }
}
