extension RouteOptions: Codable {
    /// The keys of saved options; an option at its default is left out.
    enum Key: String, CodingKey {
        case detents, selected, dismissDisabled, popover, background, zoom
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
            zoomSource: try container.decodeIfPresent(String.self, forKey: .zoom))
    }
}
