/// How a route is presented, beyond its style: a sheet's detents and the one it rests at, a
/// lock against the user's dismissal, a popover that adapts in a compact width, whether the
/// views behind a sheet take touches, and the view it zooms from.
///
/// Options are part of the route's value: `Hashable`, `Codable` and `Sendable`, so a restored
/// stack, a deep link and a route list held as a value bring them back with the route. The
/// SwiftUI layer applies them with SwiftUI's own modifiers: `presentationDetents(_:selection:)`,
/// `interactiveDismissDisabled(_:)`, `popover(item:)` with
/// `presentationCompactAdaptation(_:)`, `presentationBackgroundInteraction(_:)` and, from
/// iOS 18, `navigationTransition(.zoom(sourceID:in:))`. Options that don't fit the route's
/// style are ignored: detents on a push, a popover on a full-screen cover.
///
/// ```swift
/// stack.presentSheet(
///     .filters,
///     options: RouteOptions(
///         detents: [.medium, .large], selectedDetent: .medium,
///         isInteractiveDismissDisabled: true))
/// stack.presentPopover(.share, adaptingTo: .sheet)
/// stack.push(.photo(id: 7), options: .zoom(from: "photo-7"))
/// ```
///
/// The selected detent is model state: a drag by the user writes it to the route, with a
/// ``StackEvent/updated(_:)`` event, and ``Stack/setSelectedDetent(_:of:fileID:filePath:line:column:)``
/// moves the sheet.
public struct RouteOptions: Hashable, Sendable {
    // Every route carries options, and nearly every route carries the defaults. They are kept
    // out of line, in one shared reference that is `nil` when nothing is set, so a route stays
    // small: copying it, or making and dropping one in a push and a pop, moves one word and
    // retains nothing.
    @usableFromInline var storage: RouteOptionsStorage?

    /// The heights the sheet can rest at, smallest first; empty for the platform's one
    /// detent, `.large`.
    ///
    /// ```swift
    /// options.detents = [.medium, .large]
    /// ```
    public var detents: [SheetDetent] {
        get { values.detents }
        set { edit { $0.detents = newValue } }
    }

    /// The detent the sheet rests at; `nil` for the first of ``detents``. A detent that is not
    /// one of ``detents`` counts as `nil`.
    ///
    /// ```swift
    /// options.selectedDetent = .large
    /// ```
    public var selectedDetent: SheetDetent? {
        get { values.selectedDetent }
        set { edit { $0.selectedDetent = newValue } }
    }

    /// Whether the user is kept from dismissing the presentation: swiping a sheet down, tapping
    /// outside a popover. Code still dismisses it.
    ///
    /// ```swift
    /// options.isInteractiveDismissDisabled = form.hasChanges
    /// ```
    public var isInteractiveDismissDisabled: Bool {
        get { values.isInteractiveDismissDisabled }
        set { edit { $0.isInteractiveDismissDisabled = newValue } }
    }

    /// What a ``RouteStyle/popover(withNavigation:)`` route becomes in a compact width; `nil`
    /// for the platform's choice, as SwiftUI's `.automatic`.
    ///
    /// ```swift
    /// options.popoverAdaptation = .sheet
    /// ```
    public var popoverAdaptation: PopoverAdaptation? {
        get { values.popoverAdaptation }
        set { edit { $0.popoverAdaptation = newValue } }
    }

    /// Whether the views behind a sheet take touches.
    ///
    /// ```swift
    /// options.backgroundInteraction = .enabled(upThrough: .medium)
    /// ```
    public var backgroundInteraction: BackgroundInteraction {
        get { values.backgroundInteraction }
        set { edit { $0.backgroundInteraction = newValue } }
    }

    /// The identifier of the source view the route's screen zooms from when it is pushed or
    /// presented, and back into when it goes (iOS 18, macOS 15, visionOS 2; the platform's
    /// transition before). The view marks itself with the same identifier.
    ///
    /// ```swift
    /// options.zoomSource = "photo-7"
    /// ```
    public var zoomSource: String? {
        get { values.zoomSource }
        set { edit { $0.zoomSource = newValue } }
    }

    /// An inspector's width in a regular width, in points: fixed, or the ideal width within
    /// ``inspectorWidthRange``; `nil` for the platform's. A sheet in a compact width ignores it.
    ///
    /// ```swift
    /// options.inspectorWidth = 320
    /// ```
    public var inspectorWidth: Double? {
        get { values.inspectorWidth }
        set { edit { $0.inspectorWidth = newValue } }
    }

    /// The widths the user can resize an inspector's column between, in points; `nil` for a
    /// fixed ``inspectorWidth``, or the platform's.
    ///
    /// ```swift
    /// options.inspectorWidthRange = 240...420
    /// ```
    public var inspectorWidthRange: ClosedRange<Double>? {
        get { values.inspectorWidthRange }
        set { edit { $0.inspectorWidthRange = newValue } }
    }

    /// The width an inspector's column starts at: ``inspectorWidth`` kept within
    /// ``inspectorWidthRange``, the middle of the range when no width is set; `nil` for the
    /// platform's.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// RouteOptions(inspectorWidth: 500, inspectorWidthRange: 200...400).inspectorIdealWidth  // 400
    /// ```
    @_spi(StapelUI)
    public var inspectorIdealWidth: Double? {
        guard let range = inspectorWidthRange else { return inspectorWidth }
        let ideal = inspectorWidth ?? (range.lowerBound + range.upperBound) / 2
        return min(max(ideal, range.lowerBound), range.upperBound)
    }

    /// Creates the default options: nothing set.
    ///
    /// ```swift
    /// stack.push(.detail(id: 1), options: RouteOptions())
    /// ```
    @inlinable
    public init() {
        storage = nil
    }

    /// Creates options; each one not given is the platform's default.
    ///
    /// ```swift
    /// let options = RouteOptions(detents: [.medium, .large], isInteractiveDismissDisabled: true)
    /// ```
    /// - Parameters:
    ///   - detents: The heights the sheet can rest at, smallest first.
    ///   - selectedDetent: The detent the sheet rests at; `nil` for the first.
    ///   - isInteractiveDismissDisabled: Whether the user is kept from dismissing it.
    ///   - popoverAdaptation: What a popover becomes in a compact width; `nil` for the
    ///     platform's choice.
    ///   - backgroundInteraction: Whether the views behind a sheet take touches.
    ///   - zoomSource: The view the screen zooms from.
    ///   - inspectorWidth: An inspector's width, fixed or ideal.
    ///   - inspectorWidthRange: The widths the user can resize an inspector between.
    public init(
        detents: [SheetDetent] = [],
        selectedDetent: SheetDetent? = nil,
        isInteractiveDismissDisabled: Bool = false,
        popoverAdaptation: PopoverAdaptation? = nil,
        backgroundInteraction: BackgroundInteraction = .automatic,
        zoomSource: String? = nil,
        inspectorWidth: Double? = nil,
        inspectorWidthRange: ClosedRange<Double>? = nil
    ) {
        storage = RouteOptionsStorage.unlessDefault(
            RouteOptionValues(
                detents: detents, selectedDetent: selectedDetent,
                isInteractiveDismissDisabled: isInteractiveDismissDisabled,
                popoverAdaptation: popoverAdaptation,
                backgroundInteraction: backgroundInteraction, zoomSource: zoomSource,
                inspectorWidth: inspectorWidth, inspectorWidthRange: inspectorWidthRange))
    }

    /// The options set, and the defaults of those that are not.
    private var values: RouteOptionValues { storage?.values ?? RouteOptionValues() }

    /// Changes one option in new storage, which no other value shares; no storage is kept when
    /// every option is back at its default.
    private mutating func edit(_ change: (inout RouteOptionValues) -> Void) {
        var edited = values
        change(&edited)
        storage = RouteOptionsStorage.unlessDefault(edited)
    }

    /// Whether two values set the same options.
    ///
    /// ```swift
    /// RouteOptions(detents: []) == RouteOptions()  // true
    /// ```
    public static func == (lhs: RouteOptions, rhs: RouteOptions) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs === rhs || lhs == rhs
        default: false
        }
    }

    /// Hashes the options that are set.
    ///
    /// ```swift
    /// let seen: Set<RouteOptions> = [RouteOptions(), .zoom(from: "photo-7")]
    /// ```
    public func hash(into hasher: inout Hasher) {
        if let storage { hasher.combine(storage) } else { hasher.combine(0 as UInt8) }
    }

    /// The options of a route that zooms from a source view.
    ///
    /// ```swift
    /// stack.push(.photo(id: photo.id), options: .zoom(from: photo.id))
    /// ```
    /// - Parameter source: The source view's identifier, as the source view gives it to
    ///   `stapelZoomSource(_:)`: a value that prints the same, such as an `Int`, a `UUID` or
    ///   a `String`, is the same identifier.
    /// - Returns: The options.
    public static func zoom(from source: some CustomStringConvertible) -> RouteOptions {
        RouteOptions(zoomSource: source.description)
    }

    /// Whether these are the default options: nothing set.
    ///
    /// ```swift
    /// RouteOptions().isDefault  // true
    /// ```
    @inlinable
    public var isDefault: Bool { storage == nil }

    /// The detent the sheet rests at: ``selectedDetent`` when it is one of ``detents``, the
    /// first of them otherwise, and `.large` without detents. The SwiftUI layer's selection
    /// binding reads it.
    ///
    /// ```swift
    /// RouteOptions(detents: [.medium, .large]).shownDetent  // .medium
    /// ```
    public var shownDetent: SheetDetent {
        if let selectedDetent, detents.contains(selectedDetent) { return selectedDetent }
        return detents.first ?? .large
    }

    /// The detents the SwiftUI layer hands `presentationDetents(_:selection:)`: ``detents``, or
    /// the platform's one detent, `.large`, when there are none, so that the layer always
    /// applies the modifier and the content keeps its identity when the detents change.
    @_spi(StapelUI)
    public var presentedDetents: [SheetDetent] {
        detents.isEmpty ? [.large] : detents
    }

    /// Whether these options show a route the same way as others: everything but the selected
    /// detent, which is where the user left the sheet rather than how it is shown (see
    /// `Route.showsSame(as:)`).
    package func presentsSame(as other: RouteOptions) -> Bool {
        var mine = self
        mine.selectedDetent = other.selectedDetent
        return mine == other
    }
}
