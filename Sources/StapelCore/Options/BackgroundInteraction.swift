/// Whether the views behind a sheet take touches while it is up: as the platform chooses, at
/// every detent, up through a detent, or never.
///
/// The SwiftUI layer hands it to `presentationBackgroundInteraction(_:)`. A map under a sheet
/// that rests at a small detent is the usual case:
///
/// ```swift
/// let options = RouteOptions(
///     detents: [.height(120), .medium, .large],
///     backgroundInteraction: .enabled(upThrough: .medium))
/// ```
public struct BackgroundInteraction: Hashable, Sendable {
    /// What the interaction is.
    package enum Kind: Hashable, Sendable {
        case automatic
        case enabled
        case enabledUpThrough(SheetDetent)
        case disabled
    }

    /// What the interaction is, for the SwiftUI layer's mapping and the saved form.
    package let kind: Kind

    /// The platform's choice: the views behind a sheet are dimmed and take no touches.
    public static let automatic = BackgroundInteraction(kind: .automatic)

    /// The views behind take touches at every detent.
    public static let enabled = BackgroundInteraction(kind: .enabled)

    /// The views behind take no touches.
    public static let disabled = BackgroundInteraction(kind: .disabled)

    /// The views behind take touches while the sheet rests at or below a detent.
    ///
    /// ```swift
    /// let interaction = BackgroundInteraction.enabled(upThrough: .medium)
    /// ```
    /// - Parameter detent: The largest detent at which the views behind take touches.
    /// - Returns: The interaction.
    public static func enabled(upThrough detent: SheetDetent) -> BackgroundInteraction {
        BackgroundInteraction(kind: .enabledUpThrough(detent))
    }
}

extension BackgroundInteraction: CustomStringConvertible {
    /// The interaction as its saved form spells it: `automatic`, `enabled`, `disabled` or
    /// `enabled:medium`.
    public var description: String { savedName }
}

// Saved as its name (see `SavedByName`): `"automatic"`, `"enabled"`, `"disabled"`, or
// `"enabled:"` and a detent's saved name, such as `"enabled:medium"`.
extension BackgroundInteraction: Codable, SavedByName {
    /// What an interaction is called in the error for an unknown name.
    static let savedKind = "background interaction"

    /// The interaction's saved name.
    var savedName: String {
        switch kind {
        case .automatic: "automatic"
        case .enabled: "enabled"
        case .disabled: "disabled"
        case .enabledUpThrough(let detent): "enabled:\(detent.savedName)"
        }
    }

    /// The interaction a saved name stands for, or `nil` for a name that is not one.
    init?(savedName name: String) {
        switch name {
        case "automatic": self = .automatic
        case "enabled": self = .enabled
        case "disabled": self = .disabled
        default:
            guard name.hasPrefix("enabled:"),
                let detent = SheetDetent(savedName: String(name.dropFirst("enabled:".count)))
            else { return nil }
            self = .enabled(upThrough: detent)
        }
    }
}
