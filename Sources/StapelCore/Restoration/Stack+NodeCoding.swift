// A stack saves as a `StackSnapshot` does: its screens with their own `Codable` conformance, or
// stacks of `AnyScreen` with the autosave's registry.
extension Stack {
    /// Writes the node's saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func encodeNode(to encoder: any Encoder) throws {
        if let stack = self as? Stack<AnyScreen> {
            let registry = try NodeCoding.registry(in: encoder.userInfo, restoring: false)
            try stack.savedSnapshot.registered(with: registry).encode(to: encoder)
        } else if let type = Screen.self as? any Codable.Type {
            try encodeRoutes(as: type, to: encoder)
        } else {
            throw NodeCoding.notCodable(Screen.self)
        }
    }

    /// Restores the node from its saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func restoreNode(
        from decoder: any Decoder, at path: [String], into report: NodeRestoreReport
    ) {
        do {
            let snapshot: StackSnapshot<Screen>
            if Screen.self == AnyScreen.self {
                _ = try NodeCoding.registry(in: decoder.userInfo, restoring: true)
                snapshot = try RegisteredSnapshot(from: decoder).snapshot as! StackSnapshot<Screen>
            } else if let type = Screen.self as? any Codable.Type {
                snapshot = try decodeSnapshot(as: type, from: decoder)
            } else {
                throw NodeCoding.notCodable(Screen.self)
            }
            report.record(
                try restore(from: snapshot, animated: false, decoded: true), at: path)
        } catch {
            report.record(NodeCoding.restorationError(error), at: path)
        }
    }

    private func encodeRoutes<Saved: Codable>(as type: Saved.Type, to encoder: any Encoder)
        throws
    {
        // `Saved` is `Screen`: the cast only names the conformance.
        try StackSnapshot(routes: routes as! [Route<Saved>]).encode(to: encoder)
    }

    private func decodeSnapshot<Saved: Codable>(as type: Saved.Type, from decoder: any Decoder)
        throws -> StackSnapshot<Screen>
    {
        try StackSnapshot<Saved>(from: decoder) as! StackSnapshot<Screen>
    }
}
