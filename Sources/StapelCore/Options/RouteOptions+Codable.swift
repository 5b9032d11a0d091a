extension RouteOptions: Codable {
    /// The keys of saved options; an option at its default is left out.
    enum Key: String, CodingKey {
        case detents, selected, dismissDisabled, popover, background, zoom, inspectorWidth
        case inspectorMinWidth, inspectorMaxWidth
    }

    /// Writes the options as one object, leaving out each option at its default:
    /// `{"detents": ["medium", "large"], "selected": "large", "dismissDisabled": true,
    /// "popover": "sheet", "background": "enabled:medium", "zoom": "photo-7"}`; `{}` for none.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(RouteOptions(popoverAdaptation: .sheet))
    /// // {"popover":"sheet"}
    /// ```
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        if !detents.isEmpty { try container.encode(detents, forKey: .detents) }
        try container.encodeIfPresent(selectedDetent, forKey: .selected)
        if isInteractiveDismissDisabled { try container.encode(true, forKey: .dismissDisabled) }
        try container.encodeIfPresent(popoverAdaptation, forKey: .popover)
        if backgroundInteraction != .automatic {
            try container.encode(backgroundInteraction, forKey: .background)
        }
        try container.encodeIfPresent(zoomSource, forKey: .zoom)
        try container.encodeIfPresent(inspectorWidth, forKey: .inspectorWidth)
        try container.encodeIfPresent(inspectorWidthRange?.lowerBound, forKey: .inspectorMinWidth)
        try container.encodeIfPresent(inspectorWidthRange?.upperBound, forKey: .inspectorMaxWidth)
    }

    /// Reads options written by ``encode(to:)``: a missing key is the option's default, and
    /// keys it doesn't know are ignored, so that options a later version adds don't stop an
    /// older one reading the rest.
    ///
    /// ```swift
    /// let options = try JSONDecoder().decode(RouteOptions.self, from: Data(#"{"popover":"sheet"}"#.utf8))
    /// ```
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: A decoding error when a known key holds a value that is not that option's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(
            detents: try container.decodeIfPresent([SheetDetent].self, forKey: .detents) ?? [],
            selectedDetent: try container.decodeIfPresent(SheetDetent.self, forKey: .selected),
            isInteractiveDismissDisabled:
                try container.decodeIfPresent(Bool.self, forKey: .dismissDisabled) ?? false,
            popoverAdaptation: try container.decodeIfPresent(
                PopoverAdaptation.self, forKey: .popover),
            backgroundInteraction:
                try container.decodeIfPresent(BackgroundInteraction.self, forKey: .background)
                ?? .automatic,
            zoomSource: try container.decodeIfPresent(String.self, forKey: .zoom),
            inspectorWidth: try container.decodeIfPresent(Double.self, forKey: .inspectorWidth),
            inspectorWidthRange: try Self.widthRange(
                min: container.decodeIfPresent(Double.self, forKey: .inspectorMinWidth),
                max: container.decodeIfPresent(Double.self, forKey: .inspectorMaxWidth),
                in: container))
    }

    /// The width range saved as its bounds; bounds the wrong way round are not a range.
    private static func widthRange(
        min: Double?, max: Double?, in container: KeyedDecodingContainer<Key>
    ) throws -> ClosedRange<Double>? {
        guard let min, let max else { return nil }
        guard min <= max else {
            throw DecodingError.dataCorruptedError(
                forKey: .inspectorMaxWidth, in: container,
                debugDescription: "an inspector's maximum width \(max) is below its minimum \(min)")
        }
        return min...max
    }
}
