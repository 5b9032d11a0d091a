import Foundation

/// The saved form of a ``TabStacks``: the selected tab, and each tab's stack as the data its
/// stack saves.
struct TabStacksSnapshot<Tab: Codable>: Codable {
    /// One tab's saved stack.
    struct Entry: Codable {
        var tab: Tab
        var stack: Data
    }

    /// The version of this format.
    var version = 1
    var selection: Tab
    var stacks: [Entry]
}
