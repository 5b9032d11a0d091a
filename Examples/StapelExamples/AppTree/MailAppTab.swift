import Foundation

/// The tabs of the mail app: a split view and two stacks. Not named `Tab`, which is SwiftUI's.
enum MailAppTab: String, Hashable, Sendable, Codable, CaseIterable {
    case mail
    case inbox
    case settings

    var title: String { rawValue.capitalized }

    var systemImage: String {
        switch self {
        case .mail: "envelope"
        case .inbox: "tray"
        case .settings: "gear"
        }
    }
}
