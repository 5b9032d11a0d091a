import Foundation

/// The identity of a scene: one window of an app, on iPad, Mac or visionOS, or the one window
/// on iPhone.
///
/// A ``KeyedNavigation`` of `SceneID`s gives each window its child by its identity. The SwiftUI
/// layer saves it with the window's `SceneStorage`, so a window restored after a relaunch keeps
/// its identity, and a link that names it (``KeyedNavigation/link(_:in:)``) opens there.
///
/// ```swift
/// let windows = KeyedNavigation<SceneID, Stack<Screen>>(selection: SceneID(rawValue: "main"))
/// let url = windows.link(URL(string: "notes://note/7")!, in: SceneID(rawValue: "main"))
/// // notes://note/7?scene=…
/// ```
public struct SceneID: Hashable, Sendable, Codable, RawRepresentable, CustomStringConvertible {
    /// The identity as text: what a link's `scene` query item carries.
    public let rawValue: String

    /// Creates an identity from its text.
    ///
    /// ```swift
    /// let scene = SceneID(rawValue: "main")
    /// ```
    /// - Parameter rawValue: The text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A new identity, unique to this scene.
    ///
    /// ```swift
    /// let scene = SceneID.unique()
    /// ```
    /// - Returns: An identity no other scene has.
    public static func unique() -> SceneID {
        SceneID(rawValue: UUID().uuidString)
    }

    /// The identity's text.
    public var description: String { rawValue }
}
