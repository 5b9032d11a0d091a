import Foundation

/// A mailbox of the mail example's sidebar.
enum Mailbox: String, Hashable, Sendable, Codable, CaseIterable {
    case inbox
    case sent
    case archive

    /// The name the sidebar shows.
    var title: String { rawValue.capitalized }
}
