// A split view saves as a `SplitSnapshot` does: its selections and detail routes as one
// collapsed list, with each type's own `Codable` conformance.
extension SplitNavigation {
    /// Writes the node's saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func encodeNode(to encoder: any Encoder) throws {
        let (sidebar, content, screen) = try Self.codableTypes()
        try encodeSnapshot(sidebar, content, screen, to: encoder)
    }

    /// Restores the node from its saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func restoreNode(
        from decoder: any Decoder, at path: [String], into report: NodeRestoreReport
    ) {
        do {
            let (sidebar, content, screen) = try Self.codableTypes()
            let snapshot = try decodeSnapshot(sidebar, content, screen, from: decoder)
            report.record(try restore(from: snapshot), at: path)
        } catch {
            report.record(NodeCoding.restorationError(error), at: path)
        }
    }

    private static func codableTypes() throws(RestorationError) -> (
        any (Hashable & Codable).Type, any (Hashable & Codable).Type, any Codable.Type
    ) {
        guard let sidebar = Sidebar.self as? any (Hashable & Codable).Type else {
            throw NodeCoding.notCodable(Sidebar.self)
        }
        guard let content = Content.self as? any (Hashable & Codable).Type else {
            throw NodeCoding.notCodable(Content.self)
        }
        guard let screen = Screen.self as? any Codable.Type else {
            throw NodeCoding.notCodable(Screen.self)
        }
        return (sidebar, content, screen)
    }

    private func encodeSnapshot<S: Hashable & Codable, C: Hashable & Codable, D: Codable>(
        _: S.Type, _: C.Type, _: D.Type, to encoder: any Encoder
    ) throws {
        // The types are the split view's own: the cast only names their conformances.
        try SplitSnapshot(state: state as! SplitState<S, C, D>).encode(to: encoder)
    }

    private func decodeSnapshot<S: Hashable & Codable, C: Hashable & Codable, D: Codable>(
        _: S.Type, _: C.Type, _: D.Type, from decoder: any Decoder
    ) throws -> SplitSnapshot<Sidebar, Content, Screen> {
        try SplitSnapshot<S, C, D>(from: decoder) as! SplitSnapshot<Sidebar, Content, Screen>
    }
}
