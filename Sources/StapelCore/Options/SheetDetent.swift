/// A height a sheet rests at: about half the screen, all of it, a share of it, or a fixed
/// height in points.
///
/// A route's ``RouteOptions/detents`` list the detents of the sheet that presents it; the user
/// drags the sheet between them, and the stack keeps the one it rests at as
/// ``RouteOptions/selectedDetent``. The SwiftUI layer hands them to
/// `presentationDetents(_:selection:)`. Unlike SwiftUI's `PresentationDetent`, a detent is
/// `Codable`, so a restored stack and a deep link bring it back.
///
/// ```swift
/// stack.presentSheet(.filters, options: RouteOptions(detents: [.fraction(0.3), .medium, .large]))
/// ```
public struct SheetDetent: Hashable, Sendable {
    /// What the detent is.
    package enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(Double)
        case height(Double)
    }

    /// What the detent is, for the SwiftUI layer's mapping and the saved form.
    package let kind: Kind

    /// About half the height of the screen.
    public static let medium = SheetDetent(kind: .medium)

    /// The full height a sheet takes.
    public static let large = SheetDetent(kind: .large)

    /// A share of the full height.
    ///
    /// ```swift
    /// let quarter = SheetDetent.fraction(0.25)
    /// ```
    /// - Parameter fraction: The share, above 0 and at most 1. A value that is not finite and
    ///   above 0 is not saved: its route is dropped when the saved stack is read back.
    /// - Returns: The detent.
    public static func fraction(_ fraction: Double) -> SheetDetent {
        SheetDetent(kind: .fraction(fraction))
    }

    /// A fixed height.
    ///
    /// ```swift
    /// let compact = SheetDetent.height(220)
    /// ```
    /// - Parameter points: The height in points, above 0. A value that is not finite and above 0
    ///   is not saved: its route is dropped when the saved stack is read back.
    /// - Returns: The detent.
    public static func height(_ points: Double) -> SheetDetent {
        SheetDetent(kind: .height(points))
    }
}

extension SheetDetent: CustomStringConvertible {
    /// The detent as its saved form spells it: `medium`, `large`, `fraction:0.25` or
    /// `height:220.0`.
    public var description: String { savedName }
}

// Saved as its name (see `SavedByName`): `"medium"`, `"large"`, `"fraction:0.25"` or
// `"height:220.0"`. A fraction or height that is not finite and above 0, or a fraction above 1,
// is no detent's name.
extension SheetDetent: Codable, SavedByName {
    /// What a detent is called in the error for an unknown name.
    static let savedKind = "sheet detent"

    /// The detent's saved name.
    var savedName: String {
        switch kind {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "fraction:\(fraction)"
        case .height(let height): "height:\(height)"
        }
    }

    /// The detent a saved name stands for, or `nil` for a name that is not one.
    init?(savedName name: String) {
        switch name {
        case "medium": self = .medium
        case "large": self = .large
        default:
            let parts = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value > 0 else {
                return nil
            }
            switch parts[0] {
            case "fraction" where value <= 1: self = .fraction(value)
            case "height": self = .height(value)
            default: return nil
            }
        }
    }
}
