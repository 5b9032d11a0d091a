import Foundation

/// The saved form of a tree whose root is the node saved as `node`, as an autosave writes it.
func savedTree(_ node: Data, version: Int = 1) throws -> Data {
    let root = try JSONSerialization.jsonObject(with: node, options: .fragmentsAllowed)
    return try JSONSerialization.data(withJSONObject: ["version": version, "root": root])
}
