/// A screen of the settings tab's stack.
enum SettingsScreen: Hashable, Sendable, Codable {
    case account
    case notifications
}
