import Foundation

/// The saved form of a tree of ``NavigationNode``s, as an autosave writes it:
/// `{"version": 1, "root": node}`, where each node writes its own form.
struct SavedNavigationTree: Encodable {
    /// The version written.
    static let version = 1
    /// Where a restore finds the tree to restore into, in its decoder's `userInfo`.
    static let restoreKey = CodingUserInfoKey(rawValue: "Stapel.TreeRestore")!

    enum CodingKeys: String, CodingKey {
        case version, root
    }

    let root: any NavigationNode

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        // An autosave encodes on the main actor, synchronously: the encoder stays there.
        nonisolated(unsafe) let rootEncoder = container.superEncoder(forKey: .root)
        nonisolated(unsafe) let root = root
        try MainActor.assumeIsolated { try root.encodeNode(to: rootEncoder) }
    }
}

/// Reads a saved tree into the nodes of `TreeRestore` in the decoder's `userInfo`.
struct RestoredNavigationTree: Decodable {
    init(from decoder: any Decoder) throws {
        guard let restore = decoder.userInfo[SavedNavigationTree.restoreKey] as? TreeRestore else {
            throw RestorationError.unreadable("no tree to restore into")
        }
        let container = try decoder.container(keyedBy: SavedNavigationTree.CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == SavedNavigationTree.version else {
            throw RestorationError.unsupportedVersion(version)
        }
        // An autosave decodes on the main actor, synchronously: the decoder stays there.
        nonisolated(unsafe) let rootDecoder = try container.superDecoder(forKey: .root)
        MainActor.assumeIsolated {
            restore.root.restoreNode(from: rootDecoder, at: [], into: restore.report)
        }
    }
}

/// The tree a restore reads into, and what it did.
@MainActor
final class TreeRestore: Sendable {
    let root: any NavigationNode
    let report = NodeRestoreReport()

    init(root: any NavigationNode) {
        self.root = root
    }
}
