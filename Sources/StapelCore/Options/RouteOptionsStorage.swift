/// The options of a route that sets at least one, kept out of line by ``RouteOptions``.
///
/// An instance is changed only while it is new, before a `RouteOptions` value holds it (see
/// `RouteOptions.edit(_:)`); after that it is never written, so sharing it across actors is
/// safe.
@usableFromInline
final class RouteOptionsStorage: Hashable, @unchecked Sendable {
    var detents: [SheetDetent]
    var selectedDetent: SheetDetent?
    var isInteractiveDismissDisabled: Bool
    var popover: PopoverAdaptation?
    var backgroundInteraction: BackgroundInteraction
    var zoomSource: ZoomSourceID?

    init(
        detents: [SheetDetent] = [],
        selectedDetent: SheetDetent? = nil,
        isInteractiveDismissDisabled: Bool = false,
        popover: PopoverAdaptation? = nil,
        backgroundInteraction: BackgroundInteraction = .automatic,
        zoomSource: ZoomSourceID? = nil
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
        self.popover = popover
        self.backgroundInteraction = backgroundInteraction
        self.zoomSource = zoomSource
    }

    /// The same options, in storage of their own.
    func copy() -> RouteOptionsStorage {
        RouteOptionsStorage(
            detents: detents, selectedDetent: selectedDetent,
            isInteractiveDismissDisabled: isInteractiveDismissDisabled, popover: popover,
            backgroundInteraction: backgroundInteraction, zoomSource: zoomSource)
    }

    /// Whether every option is at its default.
    var isDefault: Bool {
        detents.isEmpty && selectedDetent == nil && !isInteractiveDismissDisabled
            && popover == nil && backgroundInteraction == .automatic && zoomSource == nil
    }

    /// The storage, or `nil` when it holds only defaults: a `RouteOptions` with nothing set
    /// holds no storage, so that equal options compare and hash alike.
    static func unlessDefault(_ storage: RouteOptionsStorage) -> RouteOptionsStorage? {
        storage.isDefault ? nil : storage
    }

    @usableFromInline
    static func == (lhs: RouteOptionsStorage, rhs: RouteOptionsStorage) -> Bool {
        lhs.detents == rhs.detents && lhs.selectedDetent == rhs.selectedDetent
            && lhs.isInteractiveDismissDisabled == rhs.isInteractiveDismissDisabled
            && lhs.popover == rhs.popover && lhs.backgroundInteraction == rhs.backgroundInteraction
            && lhs.zoomSource == rhs.zoomSource
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(detents)
        hasher.combine(selectedDetent)
        hasher.combine(isInteractiveDismissDisabled)
        hasher.combine(popover)
        hasher.combine(backgroundInteraction)
        hasher.combine(zoomSource)
    }
}
